// Excluded by the template: "**/*Tests.swift".
import XCTest
