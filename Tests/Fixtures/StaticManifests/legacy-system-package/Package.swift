// swift-tools-version:4.2
import PackageDescription

let package = Package(
    name: "CSQLite",
    pkgConfig: "sqlite3",
    providers: [
        .brew(["sqlite3"]),
        .apt(["libsqlite3-dev"]),
    ]
)
