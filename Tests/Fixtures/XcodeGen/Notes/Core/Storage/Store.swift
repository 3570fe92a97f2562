import Foundation

public struct Store {}
