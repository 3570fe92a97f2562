// swift-tools-version:5.9
import PackageDescription; import Foundation

/* A block comment
   before the constants. */ let first = "First"; let second = "Second"
let third = first
    + second // continued on the next line
let names = [
    first,
    second,
    third,  // trailing comma
]

let package = Package(
    name: "Statements",
    targets: names.map { .target(name: $0) }
)
package.targets
    .append(.target(name: "Chained"))
