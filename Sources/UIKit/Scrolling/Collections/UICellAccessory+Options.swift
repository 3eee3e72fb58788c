import Foundation

/// Each accessory's options, as UIKit's Swift overlay spells them: whether it is hidden (its
/// slot kept), the width of its slot, its tint, and what is particular to the kind.
extension UICellAccessory {
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        /// The chevron's colour (nil: the tertiary label colour).
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        /// The checkmark's colour (nil: the cell's tint).
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    public struct DeleteOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        /// The minus's colour (nil: white).
        public var tintColor: UIColor?
        /// The circle's colour (nil: system red).
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct InsertOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        /// The plus's colour (nil: white).
        public var tintColor: UIColor?
        /// The circle's colour (nil: system green).
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct ReorderOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        /// The grip's colour (nil: the tertiary label colour).
        public var tintColor: UIColor?
        /// A hairline between the grip and the row's content (default true).
        public var showsVerticalSeparator: Bool

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    public struct MultiselectOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        /// The selected circle's colour and the empty circle's ring (nil: the cell's tint).
        public var tintColor: UIColor?
        /// The empty circle's fill (nil: none).
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct OutlineDisclosureOptions {
        public enum Style: Int, Sendable {
            /// `.header` for a section's header item, else `.cell`.
            case automatic
            /// Tapping anywhere on the cell toggles it.
            case header
            /// Only the chevron toggles; the cell selects.
            case cell
        }

        public var style: Style
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?

        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        /// The text's colour (nil: the secondary label colour).
        public var tintColor: UIColor?
        /// The text's font (nil: the body text style).
        public var font: UIFont?
        /// Whether the text follows the content size category (default true).
        public var adjustsFontForContentSizeCategory: Bool

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        /// Set as the view's `tintColor` while it is the accessory (nil leaves the view's own).
        public var tintColor: UIColor?
        /// Whether the view keeps the size of its frame; otherwise it takes the size it asks
        /// for (its intrinsic content size), at most the row's height.
        public var maintainsFixedSize: Bool

        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
