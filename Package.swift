// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Bistro",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "bistro", targets: ["bistro"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Markdown through Debian's libcmark (pkg-config: libcmark).
        .systemLibrary(
            name: "CMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // The domain: money, catalog, restaurant, coupons, pricing, diagnostics. No files, HTML or SQL.
        .target(name: "BistroCore"),
        // Reading the owner's Content/ folder into domain values, with positioned diagnostics.
        .target(
            name: "BistroContent",
            dependencies: ["BistroCore", .product(name: "Yams", package: "Yams")]
        ),
        // The static site: templates, pages, JSON-LD, sitemap, incremental output.
        .target(
            name: "BistroSite",
            dependencies: [
                "BistroCore", "BistroContent", "BistroOrders", "BistroMarkup", "CMark",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            // Default templates and the `bistro new` starter, compiled into the binary (see DefaultTemplates.swift).
            resources: [.embedInCode("Resources")]
        ),
        // The order book: spool, validation, pricing, SQLite store, receipts, the pickup flow and its
        // notification outbox, scratch cards.
        .target(
            name: "BistroOrders",
            dependencies: [
                "BistroCore", "BistroContent", "BistroReport", "BistroMail", "BistroMarkup",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Email: RFC 5322 messages, a Maildir outbox and a sendmail transport. Knows nothing of orders.
        .target(name: "BistroMail", dependencies: ["BistroCore"]),
        // Escaping text for HTML and XML, shared by pages, receipts, the report and the sitemap.
        .target(name: "BistroMarkup"),
        // The owner's report: figures as values, written as text, CSV, JSON or HTML with SVG charts.
        .target(name: "BistroReport", dependencies: ["BistroCore", "BistroMarkup"]),
        // The thin command line.
        .executableTarget(
            name: "bistro",
            dependencies: [
                "BistroCore", "BistroContent", "BistroSite", "BistroOrders", "BistroReport", "BistroMail",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "BistroCoreTests", dependencies: ["BistroCore"]),
        .testTarget(name: "BistroContentTests", dependencies: ["BistroContent"]),
        .testTarget(name: "BistroSiteTests", dependencies: ["BistroSite", "BistroContent", "BistroCore"]),
        .testTarget(name: "BistroMailTests", dependencies: ["BistroMail"]),
        .testTarget(name: "BistroReportTests", dependencies: ["BistroReport"]),
        .testTarget(name: "BistroMarkupTests", dependencies: ["BistroMarkup"]),
        .testTarget(name: "BistroOrdersTests", dependencies: ["BistroOrders", "BistroMail", "BistroSite"]),
        .testTarget(name: "EndToEndTests", dependencies: ["bistro"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
