import Foundation

/// The search bar's customization from before iOS 13, which apps still use to restyle it
/// (`searchBar.backgroundImage = UIImage()` takes the bar's background away;
/// `setSearchFieldBackgroundImage(_:for:)` replaces the rounded field): the bar style, background
/// images by position and metrics (looked up as a navigation bar's, `LegacyBarBackground`), the
/// scope bar's background, the field's background by state, and the scope buttons' background
/// and divider images, which its segmented control draws. Every setter also works on an
/// appearance proxy (`UISearchBar.appearance()`).
extension UISearchBar {
    // MARK: Position (UIBarPositioning)

    /// Where the bar is: its delegate's `position(for:)` (`.any` without one).
    public var barPosition: UIBarPosition {
        delegate?.position(for: self) ?? .any
    }

    // MARK: Style

    /// `.black`: a dark bar (its traits are dark, so its field and text resolve dark).
    public var barStyle: UIBarStyle {
        get { storedBarStyle }
        set {
            appearanceSetting(\.barStyle, newValue)
            guard newValue != storedBarStyle else { return }
            storedBarStyle = newValue
            traitInputsDidChange()
            applyStyle()
        }
    }

    // MARK: The bar's background

    /// The image drawn stretched over the whole bar instead of its background colour; an
    /// empty `UIImage()` draws nothing, so the bar has no background at all. The same as
    /// `setBackgroundImage(_:for: .any, barMetrics: .default)`.
    public var backgroundImage: UIImage? {
        get { backgroundImage(for: .any, barMetrics: .default) }
        set {
            appearanceSetting(\.backgroundImage, newValue)
            legacyBackground.setImage(newValue, for: .any, metrics: .default)
            applyStyle()
        }
    }

    /// The background image for `barPosition` and `barMetrics`; the bar draws the one for its
    /// position (else `.any`) and its metrics (else their fallbacks).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        appearanceSetting(axes: barPosition, barMetrics) { $0.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics) }
        legacyBackground.setImage(backgroundImage, for: barPosition, metrics: barMetrics)
        applyStyle()
    }

    /// The image set for exactly `barPosition` and `barMetrics`.
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackground.image(for: barPosition, metrics: barMetrics)
    }

    /// Drawn stretched behind the scope bar while it shows.
    public var scopeBarBackgroundImage: UIImage? {
        get { storedScopeBarBackgroundImage }
        set {
            appearanceSetting(\.scopeBarBackgroundImage, newValue)
            storedScopeBarBackgroundImage = newValue
            if newValue != nil, scopeBarBackgroundView == nil {
                let view = UIImageView()
                view.contentMode = .scaleToFill
                insertSubview(view, at: backgroundImageView == nil ? 0 : 1)
                scopeBarBackgroundView = view
            }
            scopeBarBackgroundView?.image = newValue
            setNeedsLayout()
        }
    }

    /// The metrics the bar has now: compact in a vertically compact environment, with a prompt
    /// while it has one.
    var currentBarMetrics: UIBarMetrics {
        UIBarMetrics(traits: traitCollection, showsPrompt: prompt != nil)
    }

    /// Shows the background image for the bar's position and metrics, if one is set; returns
    /// whether it did (the bar then has no background colour).
    func showLegacyBackground() -> Bool {
        guard let (image, _) = legacyBackground.resolvedImage(for: barPosition, metrics: currentBarMetrics) else {
            backgroundImageView?.isHidden = true
            return false
        }
        let view = backgroundImageView ?? {
            let view = UIImageView()
            view.contentMode = .scaleToFill
            insertSubview(view, at: 0)
            backgroundImageView = view
            return view
        }()
        view.image = image
        view.isHidden = false
        view.frame = bounds
        return true
    }

    // MARK: The field's background

    /// The image drawn stretched as the search field's background for `state` (`.normal`, or
    /// `.disabled` while the field is disabled) instead of its rounded grey; nil restores it.
    public func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        appearanceSetting(axes: state) { $0.setSearchFieldBackgroundImage(backgroundImage, for: state) }
        searchFieldBackgroundImages[state.rawValue] = backgroundImage
        let normal = searchFieldBackgroundImages[UIControl.State.normal.rawValue]
        searchTextField.background = normal
        searchTextField.disabledBackground = searchFieldBackgroundImages[UIControl.State.disabled.rawValue]
        AppearanceStore.untracked {
            searchTextField.backgroundColor = searchFieldBackgroundImages.isEmpty ? .tertiarySystemFill : nil
        }
    }

    public func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        searchFieldBackgroundImages[state.rawValue]
    }

    // MARK: The scope buttons

    /// The scope bar's segments' background for `state`, which its segmented control draws.
    public func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        appearanceSetting(axes: state) { $0.setScopeBarButtonBackgroundImage(backgroundImage, for: state) }
        scopeButtonBackgroundImages[state.rawValue] = backgroundImage
        scopeControl?.setBackgroundImage(backgroundImage, for: state, barMetrics: .default)
    }

    public func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
        scopeButtonBackgroundImages[state.rawValue]
    }

    /// The image between two scope segments in `leftState` and `rightState`.
    public func setScopeBarButtonDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                              rightSegmentState rightState: UIControl.State) {
        appearanceSetting(axes: leftState, rightState) {
            $0.setScopeBarButtonDividerImage(dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState)
        }
        scopeDividerImages[ScopeDividerKey(left: leftState.rawValue, right: rightState.rawValue)] = dividerImage
        scopeControl?.setDividerImage(dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: .default)
    }

    public func scopeBarButtonDividerImage(forLeftSegmentState leftState: UIControl.State,
                                           rightSegmentState rightState: UIControl.State) -> UIImage? {
        scopeDividerImages[ScopeDividerKey(left: leftState.rawValue, right: rightState.rawValue)]
    }

    /// Gives a new scope control the images set before it existed.
    func applyScopeButtonImages(to control: UISegmentedControl) {
        for (state, image) in scopeButtonBackgroundImages {
            control.setBackgroundImage(image, for: UIControl.State(rawValue: state), barMetrics: .default)
        }
        for (key, image) in scopeDividerImages {
            control.setDividerImage(image, forLeftSegmentState: UIControl.State(rawValue: key.left),
                                    rightSegmentState: UIControl.State(rawValue: key.right), barMetrics: .default)
        }
    }
}

/// The two segment states a scope divider image is set for.
struct ScopeDividerKey: Hashable {
    let left: UInt
    let right: UInt
}
