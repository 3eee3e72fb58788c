import Foundation

/// Where an accessory goes at a row's edge: the view's size, and the width of the slot it is
/// centred in.
struct AccessorySlot {
    var size: CGSize
    var width: CGFloat
}
