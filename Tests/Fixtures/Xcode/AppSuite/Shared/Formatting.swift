import Foundation
enum Formatting {}
