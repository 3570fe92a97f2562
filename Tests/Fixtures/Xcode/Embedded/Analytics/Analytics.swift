import Foundation

public enum Analytics {}
