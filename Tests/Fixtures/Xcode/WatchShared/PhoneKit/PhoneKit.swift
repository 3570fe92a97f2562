import Foundation

public enum PhoneKitVersion {
    public static let number = 1
}
