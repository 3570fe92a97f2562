import CoreUI
