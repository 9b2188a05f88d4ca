import BistroSite

/// The order desk's publisher is the site's (`BistroSite.SitePublisher`, kept for the server's life); named
/// here so that the order desk and `bistro serve` reach it with `import BistroServer` alone.
package typealias SitePublisher = BistroSite.SitePublisher
