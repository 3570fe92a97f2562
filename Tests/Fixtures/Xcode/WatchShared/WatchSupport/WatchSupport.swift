import Foundation

public enum WatchSupportVersion {
    public static let number = 1
}
