import Foundation

/// A command the edit menu offers: a standard edit action or a custom `UIMenuItem`.
struct EditMenuEntry: Equatable {
    let title: String
    let action: Selector
}
