import Foundation
import ProjectDescription

exit(0)
