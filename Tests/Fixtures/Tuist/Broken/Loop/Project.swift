import Foundation
import ProjectDescription

// Never finishes: archlint stops it after its time limit.
while true { Thread.sleep(forTimeInterval: 1) }
