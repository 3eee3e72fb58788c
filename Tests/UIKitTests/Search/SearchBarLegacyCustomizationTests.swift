import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A page class only these tests use, so that its proxies reach no other test's bars.
@MainActor private final class RestyledSearchPage: UIViewController {}

/// Says the bar is attached to the top, as a bar under the status bar's delegate does.
@MainActor
private final class TopAttachedDelegate: UISearchBarDelegate {
    func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
}

/// UISearchBar's customization from before iOS 13: its style, background images, the field's
/// background and the scope bar's images.
@MainActor
@Suite("Search bar customization from before iOS 13", .serialized, .exclusiveUIKit)
struct SearchBarLegacyCustomizationTests {
    let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)

    /// A standalone 600-point bar on a page of `pageClass`, in a window.
    func makeBar(page: UIViewController = UIViewController(), configure: (UISearchBar) -> Void = { _ in }) -> (UIWindow, UISearchBar) {
        let window = UIWindow()
        page.view.backgroundColor = .systemBackground
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 600, height: 56))
        configure(bar)
        bar.sizeToFit()
        page.view.addSubview(bar)
        window.rootViewController = page
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (window, bar)
    }

    @Test("backgroundImage replaces the bar's background colour; an empty image leaves no background; nil restores the tint")
    func backgroundImage() {
        let (window, bar) = makeBar { $0.barTintColor = .systemTeal }
        defer { window.isHidden = true }
        #expect(bar.backgroundColor == .systemTeal)
        #expect(bar.backgroundImageView == nil, "no image view until there is an image")
        let empty = UIImage()
        bar.backgroundImage = empty
        screen.presentFrame()
        #expect(bar.backgroundImage === empty)
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) === empty)
        #expect(bar.backgroundColor == nil)
        #expect(bar.backgroundImageView?.image === empty && bar.backgroundImageView?.isHidden == false)
        #expect(bar.backgroundImageView?.frame == bar.bounds)
        #expect(bar.subviews.first === bar.backgroundImageView, "behind the field")
        bar.backgroundImage = nil
        screen.presentFrame()
        #expect(bar.backgroundColor == .systemTeal)
        #expect(bar.backgroundImageView?.isHidden == true)
    }

    @Test("a background image is found for the bar's position (its delegate's) then .any, and for its metrics then .default")
    func backgroundImageByPositionAndMetrics() {
        let anyImage = solidImage(.systemRed), topImage = solidImage(.systemGreen), promptImage = solidImage(.systemBlue)
        let delegate = TopAttachedDelegate()
        let (window, bar) = makeBar { bar in
            bar.setBackgroundImage(anyImage, for: .any, barMetrics: .default)
            bar.setBackgroundImage(topImage, for: .topAttached, barMetrics: .default)
            bar.setBackgroundImage(promptImage, for: .any, barMetrics: .defaultPrompt)
        }
        defer { withExtendedLifetime(delegate) { window.isHidden = true } }
        #expect(bar.barPosition == .any)
        #expect(bar.backgroundImageView?.image === anyImage)
        bar.delegate = delegate
        #expect(bar.barPosition == .topAttached)
        bar.setNeedsLayout()
        screen.presentFrame()
        #expect(bar.backgroundImageView?.image === topImage)
        bar.delegate = nil
        bar.prompt = "Choose a fruit"
        screen.presentFrame()
        #expect(bar.backgroundImageView?.image === promptImage, "the prompt metrics have their own image")
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .defaultPrompt) == nil, "the getter reads exactly what was set")
    }

    @Test("TRAIT-12 barStyle .black makes the bar's traits dark, not its page's")
    func blackStyle() {
        let (window, bar) = makeBar()
        defer { window.isHidden = true }
        #expect(bar.barStyle == .default)
        bar.barStyle = .black
        screen.presentFrame()
        #expect(bar.traitCollection.userInterfaceStyle == .dark)
        #expect(bar.searchTextField.traitCollection.userInterfaceStyle == .dark)
        #expect(bar.superview?.traitCollection.userInterfaceStyle != .dark)
        bar.barStyle = .default
        #expect(bar.traitCollection.userInterfaceStyle != .dark)
    }

    @Test("the search field's background image replaces its rounded grey, by state; nil restores the grey")
    func searchFieldBackground() {
        let normal = solidImage(.systemYellow).resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        let disabled = solidImage(.systemGray)
        let (window, bar) = makeBar()
        defer { window.isHidden = true }
        let field = bar.searchTextField
        #expect(field.backgroundColor == .tertiarySystemFill)
        bar.setSearchFieldBackgroundImage(normal, for: .normal)
        bar.setSearchFieldBackgroundImage(disabled, for: .disabled)
        #expect(bar.searchFieldBackgroundImage(for: .normal) === normal)
        #expect(bar.searchFieldBackgroundImage(for: .disabled) === disabled)
        #expect(field.background === normal && field.disabledBackground === disabled)
        #expect(field.backgroundColor == nil)
        bar.setSearchFieldBackgroundImage(nil, for: .normal)
        bar.setSearchFieldBackgroundImage(nil, for: .disabled)
        #expect(field.background == nil && field.backgroundColor == .tertiarySystemFill)
    }

    @Test("scope button background and divider images reach the scope bar's segmented control, set before or after its titles; the scope bar's background image lies under its row")
    func scopeBarImages() throws {
        let selected = solidImage(.systemPink), normal = solidImage(.white), divider = solidImage(.black, size: CGSize(width: 1, height: 8))
        let scopeBackground = solidImage(.systemIndigo)
        let (window, bar) = makeBar { bar in
            bar.setScopeBarButtonBackgroundImage(normal, for: .normal)
            bar.scopeBarBackgroundImage = scopeBackground
            bar.scopeButtonTitles = ["All", "Fruit", "Nuts"]
            bar.showsScopeBar = true
        }
        defer { window.isHidden = true }
        bar.setScopeBarButtonBackgroundImage(selected, for: .selected)
        bar.setScopeBarButtonDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .normal)
        let control = try #require(bar.scopeControl)
        #expect(control.backgroundImage(for: .normal, barMetrics: .default) === normal)
        #expect(control.backgroundImage(for: .selected, barMetrics: .default) === selected)
        #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default) === divider)
        #expect(bar.scopeBarButtonBackgroundImage(for: .selected) === selected)
        #expect(bar.scopeBarButtonDividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) === divider)
        screen.presentFrame()
        let row = try #require(bar.scopeBarBackgroundView)
        #expect(row.image === scopeBackground && !row.isHidden)
        #expect(row.frame == CGRect(x: 0, y: bar.bounds.height - SearchBarMetrics.scopeBarHeight, width: bar.bounds.width, height: SearchBarMetrics.scopeBarHeight))
        #expect(row.frame.minY >= bar.searchTextField.frame.maxY)
        bar.showsScopeBar = false
        screen.presentFrame()
        #expect(row.isHidden, "no scope bar, no scope bar background")
    }

    @Test("an appearance proxy's background and field images reach the search bars of its container class as they enter a window")
    func proxy() {
        let background = solidImage(.systemOrange), field = solidImage(.systemMint)
        let proxy = UISearchBar.appearance(whenContainedInInstancesOf: [RestyledSearchPage.self])
        proxy.backgroundImage = background
        proxy.setSearchFieldBackgroundImage(field, for: .normal)
        proxy.barStyle = .black
        let (window, bar) = makeBar(page: RestyledSearchPage())
        defer { window.isHidden = true }
        #expect(bar.backgroundImageView?.image === background)
        #expect(bar.searchTextField.background === field)
        #expect(bar.traitCollection.userInterfaceStyle == .dark)
        let (otherWindow, other) = makeBar()
        defer { otherWindow.isHidden = true }
        #expect(other.backgroundImageView == nil && other.searchTextField.background == nil, "another page's bar keeps its look")
    }
}
