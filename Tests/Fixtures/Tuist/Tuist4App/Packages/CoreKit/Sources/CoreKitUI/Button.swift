import CoreKit
