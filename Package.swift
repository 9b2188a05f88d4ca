// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Bistro",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bistro", targets: ["bistro"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // The server's connection limits are NIO channel handlers (Sources/BistroServer/Connections).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    ],
    targets: [
        // Markdown through Debian's libcmark (pkg-config: libcmark).
        .systemLibrary(
            name: "CMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // Photos through Debian's libvips (libvips42), opened at run time rather than linked: see its shim.h.
        .systemLibrary(name: "CVips"),
        // QR codes through Debian's libqrencode (pkg-config: libqrencode; a small library of its own, linked).
        .systemLibrary(
            name: "CQRencode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        // The domain: money, catalog, restaurant, coupons, pricing, diagnostics, the owner's report figures. Pure
        // values: no files, HTML or SQL; work on both cores (`parallelMap`, `releaseInBackground`) its only threads.
        .target(name: "BistroCore"),
        // JSON: the positioned parser (line:column, exact numbers, duplicate keys), the one typed object reader
        // (content and order files alike) and the one writer.
        .target(name: "BistroJSON"),
        // Reading the owner's Content/ folder into domain values, with positioned diagnostics.
        .target(
            name: "BistroContent",
            dependencies: ["BistroCore", "BistroJSON", .product(name: "Yams", package: "Yams")]
        ),
        // The template set: Bistro's built-in page and mail templates overlaid by the owner's, through Mustache,
        // and the one routine that escapes text for HTML and XML (pages, receipts, the report, the sitemap).
        .target(
            name: "BistroTemplates",
            dependencies: ["BistroCore", .product(name: "Mustache", package: "swift-mustache")],
            // Default templates and the `bistro new` starter, compiled into the binary (see DefaultTemplates.swift).
            resources: [.embedInCode("Resources")]
        ),
        // The order book: the only module that opens the SQLite database. Schema and migrations, GRDB
        // records, every write (with its change-journal entry), and the read model the site, the report and
        // the command line read.
        .target(
            name: "BistroOrderBook",
            dependencies: [
                "BistroCore", "BistroJSON",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Order processing: spool, parsing, validation, pricing flow, pickup, notifications, scratch cards.
        .target(
            name: "BistroOrders",
            dependencies: [
                "BistroCore", "BistroContent", "BistroJSON", "BistroMail", "BistroOrderBook",
                "BistroTemplates",
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The static site: pages, JSON-LD, sitemap, incremental output; receipts and histories from the
        // order book's read model.
        .target(
            name: "BistroSite",
            dependencies: [
                "BistroCore", "BistroContent", "BistroImages", "BistroJSON", "BistroOrderBook", "BistroQR",
                "BistroTemplates", "CMark",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // Photos: the header check (format, pixel bound) and resized copies in WebP, JPEG and PNG, through libvips.
        .target(name: "BistroImages", dependencies: ["CVips"]),
        // QR codes: a text (the order page's URL for a table) encoded by libqrencode and drawn as an SVG.
        .target(name: "BistroQR", dependencies: ["BistroTemplates", "CQRencode"]),
        // Email: RFC 5322 messages, a Maildir outbox and a sendmail transport. Knows nothing of orders.
        .target(name: "BistroMail", dependencies: ["BistroCore"]),
        // The owner's report: its figures (BistroCore's OwnerReport) as text, CSV, JSON or HTML with SVG charts.
        .target(name: "BistroReport", dependencies: ["BistroCore", "BistroJSON", "BistroTemplates"]),
        // The HTTP server: static files of a site folder with security headers, the live preview
        // (a watched, rebuilt temporary site with reload events), and the order and check-in endpoints.
        .target(
            name: "BistroServer",
            dependencies: [
                "BistroContent", "BistroCore", "BistroJSON", "BistroOrderBook", "BistroOrders", "BistroReport",
                "BistroSite",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The thin command line.
        .executableTarget(
            name: "bistro",
            dependencies: [
                "BistroCore", "BistroContent", "BistroSite", "BistroOrderBook", "BistroOrders", "BistroReport",
                "BistroMail", "BistroTemplates", "BistroJSON", "BistroServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "BistroCoreTests", dependencies: ["BistroCore"]),
        .testTarget(name: "BistroJSONTests", dependencies: ["BistroJSON"]),
        .testTarget(name: "BistroContentTests", dependencies: ["BistroContent", "BistroCore"]),
        .testTarget(
            name: "BistroSiteTests",
            dependencies: [
                "BistroSite", "BistroContent", "BistroCore", "BistroImages", "BistroTemplates", "BistroOrderBook",
                "BistroJSON", .product(name: "Mustache", package: "swift-mustache"),
            ]),
        .testTarget(name: "BistroImagesTests", dependencies: ["BistroImages"]),
        .testTarget(name: "BistroQRTests", dependencies: ["BistroQR"]),
        .testTarget(name: "BistroMailTests", dependencies: ["BistroMail"]),
        .testTarget(name: "BistroReportTests", dependencies: ["BistroReport", "BistroCore"]),
        .testTarget(name: "BistroTemplatesTests", dependencies: ["BistroTemplates"]),
        .testTarget(
            name: "BistroOrdersTests",
            dependencies: [
                "BistroOrders", "BistroOrderBook", "BistroMail", "BistroTemplates", "BistroCore", "BistroContent",
                // The tests look into the book they wrote with SQL of their own.
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "BistroServerTests",
            dependencies: [
                "BistroServer", "BistroCore", "BistroOrders",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]),
        .testTarget(name: "EndToEndTests", dependencies: ["bistro"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
