// XcodeGen lists hidden files in a group source too, so this is compiled.
import Foundation
