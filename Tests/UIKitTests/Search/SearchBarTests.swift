import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Hears a search bar's delegate calls and a search controller's updater, in order.
@MainActor
final class SearchBarRecorder: UISearchBarDelegate, UISearchResultsUpdating {
    var calls: [String] = []

    func updateSearchResults(for searchController: UISearchController) { calls.append("update") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { calls.append("scope \(selectedScope)") }
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { calls.append("bookmark") }
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { calls.append("results list") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("text '\(searchText)'") }
}

/// UISearchBar's scope bar, prompt, bookmark and results-list buttons, icons and position
/// adjustments, driven by taps and typing.
@MainActor
@Suite("Search bars", .serialized, .exclusiveUIKit)
struct SearchBarTests {
    struct Stage {
        let screen: HeadlessScreen
        let window: UIWindow
        let bar: UISearchBar
        let recorder: SearchBarRecorder
    }

    /// A standalone 600-point bar 100 points down a white page.
    func makeStage(configure: (UISearchBar) -> Void = { _ in }) -> Stage {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let page = UIViewController()
        page.view.backgroundColor = .systemBackground
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 600, height: 56))
        let recorder = SearchBarRecorder()
        bar.delegate = recorder
        configure(bar)
        bar.sizeToFit()
        page.view.addSubview(bar)
        window.rootViewController = page
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Stage(screen: screen, window: window, bar: bar, recorder: recorder)
    }

    func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// The center of segment `index` of a control whose segments share its width.
    func center(ofSegment index: Int, in control: UISegmentedControl) -> CGPoint {
        let width = control.bounds.width / CGFloat(control.numberOfSegments)
        return control.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: control.bounds.midY), to: nil)
    }

    /// The field's button (bookmark or results list) labelled `label`, while it shows.
    func fieldButton(_ label: String, in bar: UISearchBar) -> UIButton? {
        bar.searchTextField.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == label }
    }

    // MARK: The scope bar

    @Test("showsScopeBar with two or more scopeButtonTitles shows a segmented control below the field; sizeToFit grows the bar by its 44-point row")
    func scopeBarLayout() throws {
        let stage = makeStage {
            $0.scopeButtonTitles = ["All", "Fruit", "Veg"]
            $0.showsScopeBar = true
        }
        defer { stage.window.isHidden = true }
        let bar = stage.bar
        #expect(bar.frame.height == 100)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 584, height: 36), "the field keeps its 56-point row")
        let scope = try #require(bar.scopeControl)
        #expect(!scope.isHidden)
        #expect(scope.frame == CGRect(x: 8, y: 58, width: 584, height: 32))
        #expect((0..<3).map { scope.titleForSegment(at: $0) } == ["All", "Fruit", "Veg"])
        #expect(scope.selectedSegmentIndex == 0, "selectedScopeButtonIndex is 0 by default")
        // One title is no scope bar.
        bar.scopeButtonTitles = ["All"]
        bar.sizeToFit()
        #expect(bar.frame.height == 56)
        #expect(bar.showsScopeBar, "still asked for")
        bar.showsScopeBar = false
        bar.scopeButtonTitles = ["A", "B"]
        #expect(bar.sizeThatFits(CGSize(width: 600, height: 0)).height == 56, "not shown until asked for")
    }

    @Test("A tap on a scope segment selects it and tells the delegate; selectedScopeButtonIndex set in code tells no one, and an index out of range is ignored")
    func scopeSelection() throws {
        let stage = makeStage {
            $0.scopeButtonTitles = ["All", "Fruit", "Veg"]
            $0.showsScopeBar = true
        }
        defer { stage.window.isHidden = true }
        let scope = try #require(stage.bar.scopeControl)
        stage.screen.tap(at: center(ofSegment: 1, in: scope))
        #expect(stage.bar.selectedScopeButtonIndex == 1)
        #expect(stage.recorder.calls == ["scope 1"])
        stage.screen.tap(at: center(ofSegment: 1, in: scope))
        #expect(stage.recorder.calls == ["scope 1"], "the selected segment again is no change")
        stage.bar.selectedScopeButtonIndex = 2
        #expect(scope.selectedSegmentIndex == 2)
        stage.bar.selectedScopeButtonIndex = 3
        stage.bar.selectedScopeButtonIndex = -1
        #expect(stage.bar.selectedScopeButtonIndex == 2)
        #expect(stage.recorder.calls == ["scope 1"])
    }

    @Test("setScopeBarButtonTitleTextAttributes reaches the scope bar's segmented control, set before or after the titles")
    func scopeTitleAttributes() throws {
        let red: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.systemRed]
        let bold: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 15)]
        let bar = UISearchBar()
        bar.setScopeBarButtonTitleTextAttributes(red, for: .normal)
        bar.scopeButtonTitles = ["A", "B"]
        let scope = try #require(bar.scopeControl)
        #expect(scope.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        bar.setScopeBarButtonTitleTextAttributes(bold, for: .selected)
        #expect(scope.titleTextAttributes(for: .selected)?[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 15))
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .selected)?[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 15))
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .highlighted) == nil)
    }

    /// A page in a navigation controller whose item holds a search controller with three
    /// scopes.
    func makeSearchScene(configure: (UISearchController) -> Void = { _ in }) -> (HeadlessScreen, UIWindow, UINavigationController, UISearchController, SearchBarRecorder) {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let window = UIWindow()
        let page = UIViewController()
        page.view.backgroundColor = .systemBackground
        let search = UISearchController(searchResultsController: nil)
        search.hidesNavigationBarDuringPresentation = false
        let recorder = SearchBarRecorder()
        search.searchResultsUpdater = recorder
        search.searchBar.delegate = recorder
        search.searchBar.scopeButtonTitles = ["All", "Fruit", "Veg"]
        configure(search)
        page.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: page)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, navigation, search, recorder)
    }

    @Test("automaticallyShowsScopeBar: a search controller shows the scope bar while active, the navigation bar growing by its row; a scope change tells the bar's delegate, not the results updater")
    func scopeBarWhileActive() throws {
        let (screen, window, navigation, search, recorder) = makeSearchScene()
        defer { window.isHidden = true }
        #expect(search.automaticallyShowsScopeBar)
        let bar = search.searchBar
        #expect(!bar.showsScopeBar)
        #expect(navigation.navigationBar.frame.height == CGFloat(50 + 52))
        screen.tap(at: center(of: bar.searchTextField))
        screen.runUntilAnimationsSettle()
        #expect(search.isActive)
        #expect(bar.showsScopeBar)
        #expect(navigation.navigationBar.frame.height == CGFloat(50 + 52 + 44))
        #expect(bar.frame.height == CGFloat(52 + 44))
        let scope = try #require(bar.scopeControl)
        #expect(scope.frame == CGRect(x: 20, y: 54, width: 1024 - 40, height: 32))
        #expect(search.view.convert(search.view.bounds, to: nil).minY == 146, "the covered area starts below the scope bar")
        recorder.calls = []
        screen.tap(at: center(ofSegment: 2, in: scope))
        #expect(recorder.calls == ["scope 2"])
        #expect(search.isActive, "the scope bar is not dimmed content")
        search.isActive = false
        screen.runUntilAnimationsSettle()
        #expect(!bar.showsScopeBar)
        #expect(navigation.navigationBar.frame.height == CGFloat(50 + 52))
        #expect(bar.selectedScopeButtonIndex == 2, "the scope stays chosen")
    }

    @Test("Set on a search controller's bar, showsScopeBar and showsCancelButton take them over: automaticallyShowsScopeBar and automaticallyShowsCancelButton turn false")
    func barSettingsTakeOver() {
        let (screen, window, navigation, search, _) = makeSearchScene()
        defer { window.isHidden = true }
        search.searchBar.showsScopeBar = true
        #expect(!search.automaticallyShowsScopeBar)
        screen.runUntilAnimationsSettle()
        #expect(navigation.navigationBar.frame.height == CGFloat(50 + 52 + 44), "shown while inactive")
        search.searchBar.setShowsCancelButton(false, animated: false)
        #expect(!search.automaticallyShowsCancelButton)
        screen.tap(at: center(of: search.searchBar.searchTextField))
        screen.runUntilAnimationsSettle()
        #expect(search.isActive)
        #expect(!search.searchBar.showsCancelButton, "the app said no Cancel button")
        search.isActive = false
        screen.runUntilAnimationsSettle()
        #expect(search.searchBar.showsScopeBar, "the app's scope bar stays")
    }

    // MARK: Prompt and background

    @Test("prompt: a line of text above the field; the bar grows by its 30-point row")
    func prompt() throws {
        let stage = makeStage { $0.prompt = "Find a fruit" }
        defer { stage.window.isHidden = true }
        let bar = stage.bar
        #expect(bar.frame.height == 86)
        #expect(bar.searchTextField.frame.minY == CGFloat(30 + 10))
        let label = try #require(bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Find a fruit" })
        #expect(!label.isHidden)
        #expect(label.frame.maxY <= bar.searchTextField.frame.minY)
        bar.prompt = nil
        bar.sizeToFit()
        #expect(bar.frame.height == 56)
        #expect(label.isHidden)
    }

    @Test("isTranslucent (true by default) false makes the bar opaque: its bar tint at full alpha, else the system background")
    func translucency() {
        let bar = UISearchBar()
        #expect(bar.isTranslucent)
        #expect(bar.backgroundColor == nil)
        bar.isTranslucent = false
        #expect(bar.backgroundColor == .systemBackground)
        bar.barTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(bar.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        bar.isTranslucent = true
        #expect(bar.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    // MARK: Bookmark and results-list buttons

    @Test("The bookmark button stands at the empty field's trailing end and a tap on it tells the delegate; while there is text the clear button takes its place")
    func bookmarkButton() throws {
        let stage = makeStage { $0.showsBookmarkButton = true }
        defer { stage.window.isHidden = true }
        let field = stage.bar.searchTextField
        let bookmark = try #require(fieldButton("Bookmarks", in: stage.bar))
        #expect(bookmark.frame.maxX <= field.bounds.maxX - 4)
        #expect(bookmark.frame.maxX >= field.bounds.maxX - 12, "at the trailing end")
        #expect(field.textRect(forBounds: field.bounds).maxX <= bookmark.frame.minX, "the text stops before it")
        stage.screen.tap(at: center(of: bookmark))
        #expect(stage.recorder.calls == ["bookmark"])
        stage.recorder.calls = []
        stage.screen.tap(at: center(of: field))
        stage.screen.type("k")
        field.layoutIfNeeded()
        #expect(fieldButton("Bookmarks", in: stage.bar) == nil)
        #expect(field.clearButton.superview === field)
        #expect(field.clearButton.frame == bookmark.frame, "the clear button stands where the bookmark button stood")
        stage.screen.press(.keyboardDeleteOrBackspace)
        field.layoutIfNeeded()
        #expect(fieldButton("Bookmarks", in: stage.bar) === bookmark)
        #expect(stage.recorder.calls == ["text 'k'", "text ''"])
    }

    @Test("The results-list button: a tap tells the delegate; isSearchResultsButtonSelected selects it; it wins over the bookmark button")
    func resultsListButton() throws {
        let stage = makeStage {
            $0.showsBookmarkButton = true
            $0.showsSearchResultsButton = true
        }
        defer { stage.window.isHidden = true }
        #expect(fieldButton("Bookmarks", in: stage.bar) == nil)
        let list = try #require(fieldButton("Results List", in: stage.bar))
        stage.screen.tap(at: center(of: list))
        #expect(stage.recorder.calls == ["results list"])
        #expect(!list.isSelected)
        stage.bar.isSearchResultsButtonSelected = true
        #expect(list.isSelected)
        #expect(list.tintColor == stage.bar.tintColor, "selected, it takes the tint colour")
        stage.bar.showsSearchResultsButton = false
        stage.bar.searchTextField.layoutIfNeeded()
        #expect(fieldButton("Bookmarks", in: stage.bar) != nil)
        #expect(list.superview == nil)
    }

    // MARK: Icons and adjustments

    @Test("setImage(_:for:state:) replaces an icon's glyph (nil restores the system's); image(for:state:) gives what was set")
    func iconImages() throws {
        let stage = makeStage { $0.showsBookmarkButton = true }
        defer { stage.window.isHidden = true }
        let bar = stage.bar
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        #expect(bar.image(for: .search, state: .normal) == nil)
        let systemGlass = bar.searchTextField.searchIconView.image
        bar.setImage(dot, for: .search, state: .normal)
        #expect(bar.searchTextField.searchIconView.image === dot)
        #expect(bar.image(for: .search, state: .normal) === dot)
        bar.setImage(dot, for: .bookmark, state: .normal)
        #expect(try #require(fieldButton("Bookmarks", in: bar)).image(for: .normal) === dot)
        bar.setImage(dot, for: .clear, state: .highlighted)
        #expect(bar.searchTextField.clearButton.image(for: .highlighted) === dot)
        #expect(bar.searchTextField.clearButton.image(for: .normal) === TextFieldPalette.clearGlyph)
        bar.setImage(nil, for: .search, state: .normal)
        #expect(bar.searchTextField.searchIconView.image === systemGlass)
        #expect(bar.image(for: .search, state: .normal) == nil)
        // A disabled glass shows while the field is disabled.
        bar.setImage(dot, for: .search, state: .disabled)
        #expect(bar.searchTextField.searchIconView.image === systemGlass)
        bar.searchTextField.isEnabled = false
        #expect(bar.searchTextField.searchIconView.image === dot)
    }

    @Test("Position adjustments move what they name: the glass, the clear and bookmark buttons, the text, and the field in the bar")
    func positionAdjustments() throws {
        let stage = makeStage { $0.showsBookmarkButton = true }
        defer { stage.window.isHidden = true }
        let bar = stage.bar, field = bar.searchTextField
        let glass = field.searchIconView.frame
        let bookmark = try #require(fieldButton("Bookmarks", in: bar)).frame
        let text = field.textRect(forBounds: field.bounds)
        let fieldFrame = field.frame
        #expect(bar.positionAdjustment(for: .search) == .zero)
        bar.setPositionAdjustment(UIOffset(horizontal: 3, vertical: 1), for: .search)
        bar.setPositionAdjustment(UIOffset(horizontal: -5, vertical: 0), for: .bookmark)
        bar.searchTextPositionAdjustment = UIOffset(horizontal: 4, vertical: 2)
        bar.searchFieldBackgroundPositionAdjustment = UIOffset(horizontal: 0, vertical: -3)
        bar.layoutIfNeeded()
        field.layoutIfNeeded()
        #expect(bar.positionAdjustment(for: .search) == UIOffset(horizontal: 3, vertical: 1))
        #expect(field.searchIconView.frame == glass.offsetBy(dx: 3, dy: 1))
        #expect(try #require(fieldButton("Bookmarks", in: bar)).frame == bookmark.offsetBy(dx: -5, dy: 0))
        #expect(field.textRect(forBounds: field.bounds).origin == text.offsetBy(dx: 4 + 3, dy: 2).origin, "the text follows the glass, and then its own adjustment")
        #expect(field.frame == fieldFrame.offsetBy(dx: 0, dy: -3))
        bar.setPositionAdjustment(UIOffset(horizontal: -2, vertical: 0), for: .clear)
        stage.screen.tap(at: center(of: field))
        stage.screen.type("x")
        field.layoutIfNeeded()
        #expect(field.clearButton.frame == bookmark.offsetBy(dx: -2, dy: 0))
    }
}
