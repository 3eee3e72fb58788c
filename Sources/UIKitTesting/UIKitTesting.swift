// Tests import UIKitTesting and get UIKit with it.
@_exported import UIKit
