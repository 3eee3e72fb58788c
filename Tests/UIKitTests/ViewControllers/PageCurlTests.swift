import Testing
@testable import UIKit
import UIKitTesting

/// The page-curl transition: spine locations, double-sided pages, the pan and the tap, the
/// app's animated turns, and the delegate choosing a spine as the pages' area changes shape.
@MainActor
@Suite("Page view controller (page curl)", .exclusiveUIKit)
struct PageCurlTests {
    typealias Book = PageViewControllerTests.Book

    /// Answers the spine location as Apple's Page-Based App template does: one page at the
    /// leading edge in portrait; in landscape a spread, its pages set before `.mid` is returned.
    final class TemplateDelegate: UIPageViewControllerDelegate {
        let book: Book
        var asked: [UIInterfaceOrientation] = []
        init(_ book: Book) { self.book = book }
        func pageViewController(_ pageViewController: UIPageViewController,
                                spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
            asked.append(orientation)
            let current = pageViewController.viewControllers![0]
            if orientation.isPortrait {
                pageViewController.setViewControllers([current], direction: .forward, animated: true)
                pageViewController.isDoubleSided = false
                return .min
            }
            let index = book.pages.firstIndex { $0 === current }!
            let spread = index % 2 == 0 ? [book.pages[index], book.pages[index + 1]] : [book.pages[index - 1], current]
            pageViewController.setViewControllers(spread, direction: .forward, animated: true)
            return .mid
        }
    }

    @MainActor
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let log: EventLog
        let book: Book
        let pager: UIPageViewController
        var pages: [LoggingViewController] { book.pages as! [LoggingViewController] }
        var size: CGSize { screen.size }

        /// The book's lines only.
        var bookLog: [String] { log.entries.filter { $0.hasPrefix("book.") } }
        /// The appearance calls `page` heard.
        func appearance(_ page: Int) -> [String] {
            log.entries(of: "p\(page)").filter { $0.hasPrefix("view") && $0 != "viewDidLoad" && $0 != "viewIsAppearing" }
        }
    }

    func makeScene(spine: UIPageViewController.SpineLocation = .min, doubleSided: Bool = false,
                   orientation: UIPageViewController.NavigationOrientation = .horizontal,
                   size: CGSize = CGSize(width: 800, height: 1000), pageCount: Int = 8, first: [Int] = [0]) -> Scene {
        let screen = HeadlessScreen(size: size, scale: 1)
        let log = EventLog()
        let pages = PageViewControllerTests.pages(pageCount, log: log)
        let book = Book(pages, log: log)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: orientation,
                                         options: [.spineLocation: NSNumber(value: spine.rawValue)])
        pager.isDoubleSided = doubleSided || spine == .mid
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers(first.map { pages[$0] }, direction: .forward, animated: false)
        let window = UIWindow()
        window.rootViewController = pager
        window.makeKeyAndVisible()
        screen.presentFrame()
        log.clear()
        return Scene(screen: screen, window: window, log: log, book: book, pager: pager)
    }

    private func shown(_ scene: Scene) -> [String] {
        (scene.pager.viewControllers ?? []).map { ($0 as! LoggingViewController).name }
    }

    private func frame(of page: UIViewController) -> CGRect {
        page.view.convert(page.view.bounds, to: nil)
    }

    // MARK: Creating

    @Test("A page curl's spine is at the leading edge by default, single-sided, with a pan and a tap on the view; raw values match UIKit")
    func defaults() {
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(pager.spineLocation == .min && !pager.isDoubleSided)
        #expect(pager.gestureRecognizers.count == 2)
        #expect(pager.gestureRecognizers.first is UIPanGestureRecognizer && pager.gestureRecognizers.last is UITapGestureRecognizer)
        #expect(pager.view.gestureRecognizers?.count == 2)
        #expect(pager.gestureRecognizers.allSatisfy { $0.view === pager.view })
        let spread = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: NSNumber(value: 2)])
        #expect(spread.spineLocation == .mid && spread.isDoubleSided)
        #expect(UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.spineLocation: 2]).spineLocation == .none)
        #expect(UIPageViewController.TransitionStyle.pageCurl.rawValue == 0)
        #expect([UIPageViewController.SpineLocation.none, .min, .mid, .max].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("A spine of .none for a page curl raises, naming the option, and the spine is at .min")
    func noneSpine() {
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: UIPageViewController.SpineLocation.none])
        #expect(pager.spineLocation == .min)
        #expect(messages.count == 1 && messages[0].contains("OptionsKey.spineLocation"))
    }

    @Test("setViewControllers takes one page at an edge spine, one or two when double-sided, two in a spread; other counts and repeats raise")
    func pageCounts() {
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let scene = makeScene()
        scene.pager.setViewControllers([scene.pages[1], scene.pages[2]], direction: .forward, animated: false)
        #expect(messages.count == 1 && messages[0].contains("UIPageViewController.setViewControllers") && messages[0].contains("exactly one"))
        #expect(shown(scene) == ["p0"])
        scene.pager.isDoubleSided = true
        scene.pager.setViewControllers([scene.pages[2], scene.pages[1]], direction: .forward, animated: false)
        #expect(shown(scene) == ["p2", "p1"] && messages.count == 1)
        #expect(scene.pager.children.count == 2 && scene.pages[1].view.superview == nil, "the held back is a child, off screen")
        scene.pager.setViewControllers([scene.pages[3], scene.pages[3]], direction: .forward, animated: false)
        #expect(messages.count == 2 && messages[1].contains("twice"))

        let spread = makeScene(spine: .mid, first: [1, 2])
        spread.pager.setViewControllers([spread.pages[3]], direction: .forward, animated: false)
        #expect(messages.count == 3 && messages[2].contains("exactly two") && messages[2].contains("in the middle"))
        #expect(shown(spread) == ["p1", "p2"])
    }

    @Test("isDoubleSided cannot be turned off with the spine in the middle: it raises, naming the property, and stays true")
    func spreadStaysDoubleSided() {
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let scene = makeScene(spine: .mid, first: [1, 2])
        scene.pager.isDoubleSided = false
        #expect(scene.pager.isDoubleSided)
        #expect(messages.count == 1 && messages[0].contains("UIPageViewController.isDoubleSided"))
    }

    // MARK: The pan

    @Test("A drag toward the spine turns the page: data source, willTransitionTo, appearance, didFinishAnimating completed — in UIKit's order")
    func dragForward() {
        let scene = makeScene()
        scene.screen.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 100, y: 500), steps: 12, duration: 0.3)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p1"])
        #expect(scene.bookLog == ["book.after(p0) → p1", "book.willTransitionTo([\"p1\"])",
                                  "book.didFinishAnimating(true, previous: [\"p0\"], completed: true)"])
        #expect(scene.appearance(1) == ["viewWillAppear", "viewDidAppear"])
        #expect(scene.appearance(0) == ["viewWillDisappear", "viewDidDisappear"])
        let p1 = scene.log.entries(of: "p1")
        #expect(p1.firstIndex(of: "didMove(toParent: UIPageViewController)")! < p1.firstIndex(of: "viewWillAppear")!)
        #expect(scene.pages[0].parent == nil && scene.pages[0].view.superview == nil)
        #expect(frame(of: scene.pages[1]) == CGRect(origin: .zero, size: scene.size) && !scene.pages[1].view.isHidden)
        #expect(!scene.pager.view.subviews.contains { $0 is PageCurlView }, "the curl is gone once the page lies flat")
    }

    @Test("Mid-drag the page is folded over the spine by the finger, the next page lies beneath, and nothing has appeared yet")
    func midDrag() {
        let scene = makeScene()
        scene.screen.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 400, y: 500), steps: 8, duration: 0.2, lift: false)
        let curl = scene.pager.view.subviews.compactMap { $0 as? PageCurlView }.first
        #expect(curl != nil && curl === scene.pager.view.subviews.last)
        if let curl, let geometry = curl.geometry, let fold = curl.fold {
            // The finger moved 300 points: the fold has moved as far from the free edge.
            let line = geometry.foldLine(fold)!
            #expect(abs(geometry.fromSheet(line.point).x - 500) < 1)
            #expect(abs(geometry.progress(of: fold) - 0.375) < 0.01)
        }
        #expect(scene.pages[0].view.isHidden, "the turning page is drawn from its snapshot")
        #expect(scene.pages[1].view.superview === scene.pager.view && !scene.pages[1].view.isHidden)
        #expect(scene.appearance(1) == ["viewWillAppear"] && scene.appearance(0) == ["viewWillDisappear"])
        scene.screen.touchUp(at: CGPoint(x: 400, y: 500))
        scene.screen.runUntilAnimationsSettle()
    }

    @Test("A short, slow drag falls back: didFinishAnimating not completed, the appearance reversed, the next page released")
    func dragGivenUp() {
        let scene = makeScene()
        scene.screen.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 600, y: 500), steps: 10, duration: 1)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p0"])
        #expect(scene.bookLog.last == "book.didFinishAnimating(true, previous: [\"p0\"], completed: false)")
        #expect(scene.appearance(1) == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(scene.appearance(0) == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(scene.pages[1].parent == nil && !scene.pages[0].view.isHidden)
    }

    @Test("A flick toward the spine turns the page even when it has moved little")
    func flick() {
        let scene = makeScene()
        scene.screen.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 560, y: 500), steps: 4, duration: 0.05)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p1"])
    }

    @Test("A drag away from the spine turns back to the page before; at the first page it does nothing")
    func dragBack() {
        let scene = makeScene(first: [2])
        scene.screen.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 700, y: 500), steps: 12, duration: 0.3)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p1"])
        #expect(scene.bookLog == ["book.before(p2) → p1", "book.willTransitionTo([\"p1\"])",
                                  "book.didFinishAnimating(true, previous: [\"p2\"], completed: true)"])
        let first = makeScene()
        first.screen.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 700, y: 500), steps: 12, duration: 0.3)
        first.screen.runUntilAnimationsSettle()
        #expect(shown(first) == ["p0"])
        #expect(first.bookLog == ["book.before(p0) → nil"])
    }

    @Test("A drag along the spine turns nothing and does not ask the data source")
    func dragAlongSpine() {
        let scene = makeScene()
        scene.screen.drag(from: CGPoint(x: 400, y: 800), to: CGPoint(x: 410, y: 200), steps: 12, duration: 0.3)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p0"] && scene.bookLog.isEmpty)
    }

    @Test("Without a data source the pages do not turn")
    func noDataSource() {
        let scene = makeScene()
        scene.pager.dataSource = nil
        scene.screen.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 100, y: 500), steps: 12, duration: 0.3)
        scene.screen.tap(at: CGPoint(x: 780, y: 500))
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p0"])
    }

    // MARK: The tap

    @Test("A tap near the free edge turns forward, near the spine back; a tap elsewhere reaches the page's own controls")
    func taps() {
        let scene = makeScene(first: [3])
        var pressed = 0
        let button = UIButton(type: .system)
        button.setTitle("Press", for: .normal)
        button.frame = CGRect(x: 300, y: 450, width: 200, height: 100)
        button.addAction(UIAction { _ in pressed += 1 }, for: .primaryActionTriggered)
        scene.pages[3].view.addSubview(button)
        scene.screen.presentFrame()
        scene.screen.tap(at: CGPoint(x: 400, y: 500))
        scene.screen.runUntilAnimationsSettle()
        #expect(pressed == 1 && shown(scene) == ["p3"] && scene.bookLog.isEmpty)

        scene.screen.tap(at: CGPoint(x: 780, y: 500))
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p4"])
        #expect(scene.bookLog == ["book.after(p3) → p4", "book.willTransitionTo([\"p4\"])",
                                  "book.didFinishAnimating(true, previous: [\"p3\"], completed: true)"])
        scene.log.clear()
        scene.screen.tap(at: CGPoint(x: 20, y: 500))
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p3"])
        #expect(scene.bookLog.first == "book.before(p4) → p3")
    }

    @Test("The gesture recognizers turn pages from another view they are moved to, as the Page-Based App template does")
    func movedRecognizers() {
        let scene = makeScene()
        let holder = UIViewController()
        holder.addChild(scene.pager)
        holder.view.addSubview(scene.pager.view)
        scene.pager.view.frame = CGRect(x: 0, y: 100, width: scene.size.width, height: scene.size.height - 100)
        scene.pager.didMove(toParent: holder)
        scene.window.rootViewController = holder
        holder.view.gestureRecognizers = scene.pager.gestureRecognizers
        scene.screen.presentFrame()
        #expect(scene.pager.view.gestureRecognizers?.isEmpty ?? true)
        // A drag that starts above the pages, in the holder's own area.
        scene.screen.drag(from: CGPoint(x: 700, y: 50), to: CGPoint(x: 100, y: 50), steps: 12, duration: 0.3)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p1"])
    }

    // MARK: The app's turns

    @Test("An animated setViewControllers curls the page over on the virtual clock; completion true at its end, no delegate")
    func animatedSet() {
        let scene = makeScene()
        var finished: [Bool] = []
        scene.pager.setViewControllers([scene.pages[5]], direction: .forward, animated: true) { finished.append($0) }
        #expect(scene.pager.view.subviews.last is PageCurlView)
        scene.screen.advance(by: PageCurler.turnDuration / 2)
        let curl = scene.pager.view.subviews.last as? PageCurlView
        #expect(curl.flatMap { curl in curl.fold.map { curl.geometry!.progress(of: $0) } }.map { $0 > 0.3 && $0 < 0.7 } == true)
        #expect(finished.isEmpty)
        scene.screen.runUntilAnimationsSettle()
        #expect(finished == [true] && shown(scene) == ["p5"])
        #expect(scene.appearance(5) == ["viewWillAppear", "viewDidAppear"])
        #expect(scene.bookLog.isEmpty)
        #expect(scene.pager.children.count == 1 && !scene.pages[5].view.isHidden)
    }

    @Test("A second setViewControllers cuts the first turn short: its completion gets false, and the second runs")
    func cutShort() {
        let scene = makeScene()
        var finished: [String] = []
        scene.pager.setViewControllers([scene.pages[1]], direction: .forward, animated: true) { finished.append("p1 \($0)") }
        scene.screen.advance(by: 0.1)
        scene.pager.setViewControllers([scene.pages[0]], direction: .reverse, animated: true) { finished.append("p0 \($0)") }
        #expect(finished == ["p1 false"])
        scene.screen.runUntilAnimationsSettle()
        #expect(finished == ["p1 false", "p0 true"] && shown(scene) == ["p0"])
        #expect(scene.pager.children.count == 1 && scene.pages[1].parent == nil)
    }

    @Test("Pages set while a finger turns one: the finger's turn ends where it is first")
    func setDuringDrag() {
        let scene = makeScene()
        scene.screen.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 500, y: 500), steps: 8, duration: 0.2, lift: false)
        scene.pager.setViewControllers([scene.pages[4]], direction: .forward, animated: false)
        #expect(shown(scene) == ["p4"])
        #expect(scene.bookLog.last == "book.didFinishAnimating(true, previous: [\"p0\"], completed: false)")
        scene.screen.touchUp(at: CGPoint(x: 500, y: 500))
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p4"] && scene.pager.children.count == 1)
        #expect(scene.pages.filter { $0.appearanceState == .appeared }.map(\.name) == ["p4"])
    }

    @Test("Leaving the window mid-turn ends the turn where it is")
    func leaveWindowMidTurn() {
        let scene = makeScene()
        scene.screen.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 100, y: 500), steps: 8, duration: 0.2, lift: false)
        scene.window.rootViewController = UIViewController()
        #expect(shown(scene) == ["p1"])
        #expect(!scene.pager.view.subviews.contains { $0 is PageCurlView })
        #expect(!scene.pages[1].view.isHidden)
        scene.screen.touchUp(at: CGPoint(x: 100, y: 500))
        scene.screen.runUntilAnimationsSettle()
    }

    // MARK: Spreads and double-sided pages

    @Test("A spread shows two pages side by side; a drag turns the right page over to the next two, asking after both")
    func spreadForward() {
        let scene = makeScene(spine: .mid, size: CGSize(width: 1200, height: 800), first: [1, 2])
        #expect(frame(of: scene.pages[1]) == CGRect(x: 0, y: 0, width: 600, height: 800))
        #expect(frame(of: scene.pages[2]) == CGRect(x: 600, y: 0, width: 600, height: 800))
        scene.screen.drag(from: CGPoint(x: 1100, y: 400), to: CGPoint(x: 200, y: 400), steps: 12, duration: 0.3)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p3", "p4"])
        #expect(scene.bookLog == ["book.after(p2) → p3", "book.after(p3) → p4", "book.willTransitionTo([\"p3\", \"p4\"])",
                                  "book.didFinishAnimating(true, previous: [\"p1\", \"p2\"], completed: true)"])
        #expect(frame(of: scene.pages[3]) == CGRect(x: 0, y: 0, width: 600, height: 800))
        #expect(frame(of: scene.pages[4]) == CGRect(x: 600, y: 0, width: 600, height: 800))
        for page in [1, 2] { #expect(scene.appearance(page) == ["viewWillDisappear", "viewDidDisappear"]) }
        for page in [3, 4] { #expect(scene.appearance(page) == ["viewWillAppear", "viewDidAppear"]) }
        #expect(scene.pager.children.count == 2)
    }

    @Test("In a spread a drag from the left page turns back, asking before both; a tap at the left edge does too")
    func spreadBack() {
        let scene = makeScene(spine: .mid, size: CGSize(width: 1200, height: 800), first: [5, 6])
        scene.screen.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 1000, y: 400), steps: 12, duration: 0.3)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p3", "p4"])
        #expect(scene.bookLog.prefix(2) == ["book.before(p5) → p4", "book.before(p4) → p3"])
        scene.screen.tap(at: CGPoint(x: 30, y: 400))
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p1", "p2"])
    }

    @Test("Double-sided at an edge: forward shows the next front and holds the back just turned; back turns that sheet again")
    func doubleSidedEdge() {
        let scene = makeScene(doubleSided: true, first: [2])
        scene.screen.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 100, y: 500), steps: 12, duration: 0.3)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p4", "p3"])
        #expect(scene.bookLog.prefix(3) == ["book.after(p2) → p3", "book.after(p3) → p4", "book.willTransitionTo([\"p4\", \"p3\"])"])
        #expect(scene.pages[3].view.superview == nil && scene.appearance(3).isEmpty, "a back is never on screen by itself: \(scene.log.entries(of: "p3"))")
        scene.log.clear()
        scene.screen.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 700, y: 500), steps: 12, duration: 0.3)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p2"])
        #expect(scene.bookLog.prefix(2) == ["book.before(p3) → p2", "book.willTransitionTo([\"p2\"])"])
        #expect(scene.pages[3].parent == nil)
    }

    @Test("The spine at the trailing edge: a drag to the right turns forward")
    func maxSpine() {
        let scene = makeScene(spine: .max)
        scene.screen.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 700, y: 500), steps: 12, duration: 0.3)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p1"])
    }

    @Test("Vertical pages: a drag upward turns forward over the top spine; in a vertical spread the bottom page turns")
    func vertical() {
        let scene = makeScene(orientation: .vertical)
        scene.screen.drag(from: CGPoint(x: 400, y: 900), to: CGPoint(x: 400, y: 100), steps: 12, duration: 0.3)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown(scene) == ["p1"])
        let spread = makeScene(spine: .mid, orientation: .vertical, first: [1, 2])
        #expect(frame(of: spread.pages[1]) == CGRect(x: 0, y: 0, width: 800, height: 500))
        #expect(frame(of: spread.pages[2]) == CGRect(x: 0, y: 500, width: 800, height: 500))
        spread.screen.drag(from: CGPoint(x: 400, y: 950), to: CGPoint(x: 400, y: 100), steps: 12, duration: 0.3)
        spread.screen.runUntilAnimationsSettle()
        #expect(shown(spread) == ["p3", "p4"])
    }

    // MARK: The spine location

    @Test("Reshaping the pages to landscape asks the delegate for a spine; the template's answer shows a spread, and portrait one page again")
    func spineLocationForOrientation() {
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let scene = makeScene(first: [2])
        let delegate = TemplateDelegate(scene.book)
        scene.pager.delegate = delegate
        scene.screen.setSize(CGSize(width: 1200, height: 800))
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.asked == [.landscapeRight])
        #expect(scene.pager.spineLocation == .mid && scene.pager.isDoubleSided)
        #expect(shown(scene) == ["p2", "p3"])
        #expect(frame(of: scene.pages[2]) == CGRect(x: 0, y: 0, width: 600, height: 800))
        #expect(frame(of: scene.pages[3]) == CGRect(x: 600, y: 0, width: 600, height: 800))
        #expect(scene.pages[3].appearanceState == .appeared)

        scene.screen.setSize(CGSize(width: 800, height: 1000))
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.asked == [.landscapeRight, .portrait])
        #expect(scene.pager.spineLocation == .min && !scene.pager.isDoubleSided)
        #expect(shown(scene) == ["p2"] && scene.pages[3].parent == nil)
        #expect(frame(of: scene.pages[2]) == CGRect(x: 0, y: 0, width: 800, height: 1000))
        #expect(messages.isEmpty, "the template's order raises nothing: \(messages)")
        // A resize that keeps the orientation does not ask.
        scene.screen.setSize(CGSize(width: 700, height: 1000))
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.asked.count == 2)
    }

    @Test("A delegate that returns .mid but leaves one page shown hears why, naming the method; the page stays on screen")
    func spineWithWrongPages() {
        final class Careless: UIPageViewControllerDelegate {
            func pageViewController(_ pageViewController: UIPageViewController,
                                    spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation { .mid }
        }
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let scene = makeScene()
        let careless = Careless()
        scene.pager.delegate = careless
        scene.screen.setSize(CGSize(width: 1200, height: 800))
        scene.screen.runUntilAnimationsSettle()
        #expect(messages.count == 1 && messages[0].contains("pageViewController(_:spineLocationFor:)"))
        #expect(scene.pages[0].view.window === scene.window && scene.pages[0].appearanceState == .appeared)
    }

    @Test("A delegate that does not choose a spine is not asked, and the spine stays")
    func spineNotImplemented() {
        let scene = makeScene()
        scene.screen.setSize(CGSize(width: 1200, height: 800))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pager.spineLocation == .min && shown(scene) == ["p0"])
    }
}

/// The flat fold's arithmetic.
@MainActor
@Suite("Page curl geometry")
struct PageCurlGeometryTests {
    let geometry = PageCurlGeometry(sheet: CGRect(x: 100, y: 50, width: 400, height: 600), spineEdge: .minXEdge)

    private func area(_ polygon: [CGPoint]) -> CGFloat {
        guard polygon.count >= 3 else { return 0 }
        var sum: CGFloat = 0
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            sum += point.x * next.y - next.x * point.y
        }
        return abs(sum) / 2
    }

    @Test("Every spine edge maps the sheet's own coordinates onto its frame: the spine at u = 0, the free edge at u = width")
    func edges() {
        let sheet = CGRect(x: 100, y: 50, width: 400, height: 600)
        let expected: [(CGRectEdge, CGPoint, CGPoint)] = [
            (.minXEdge, CGPoint(x: 100, y: 50), CGPoint(x: 500, y: 50)),
            (.maxXEdge, CGPoint(x: 500, y: 50), CGPoint(x: 100, y: 50)),
            (.minYEdge, CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 650)),
            (.maxYEdge, CGPoint(x: 100, y: 650), CGPoint(x: 100, y: 50)),
        ]
        for (edge, spine, free) in expected {
            let geometry = PageCurlGeometry(sheet: sheet, spineEdge: edge)
            #expect(geometry.fromSheet(.zero) == spine)
            #expect(geometry.fromSheet(CGPoint(x: geometry.width, y: 0)) == free)
            #expect(geometry.turnedFrame.size == sheet.size && geometry.turnedFrame.intersection(sheet).width * geometry.turnedFrame.intersection(sheet).height < 1)
        }
    }

    @Test("The fold is the perpendicular bisector of corner and tip: the reflection carries one to the other and is its own inverse")
    func reflection() {
        let fold = PageCurlGeometry.Fold(corner: CGPoint(x: 400, y: 600), tip: CGPoint(x: 100, y: 450))
        let reflect = geometry.reflection(fold)
        let image = fold.corner.applying(reflect)
        #expect(abs(image.x - fold.tip.x) < 0.001 && abs(image.y - fold.tip.y) < 0.001)
        let twice = CGPoint(x: 123, y: 77).applying(reflect).applying(reflect)
        #expect(abs(twice.x - 123) < 0.001 && abs(twice.y - 77) < 0.001)
    }

    @Test("What stays flat and what is lifted make up the sheet; the flap is the lifted part's mirror image, the same area")
    func regions() {
        let fold = PageCurlGeometry.Fold(corner: CGPoint(x: 400, y: 600), tip: CGPoint(x: 150, y: 420))
        let flat = area(geometry.flatPart(fold)), lifted = area(geometry.liftedPart(fold))
        #expect(abs(flat + lifted - 400 * 600) < 0.5)
        #expect(lifted > 0 && abs(area(geometry.flap(fold)) - lifted) < 0.5)
        let none = PageCurlGeometry.Fold(corner: CGPoint(x: 400, y: 300), tip: CGPoint(x: 400, y: 300))
        #expect(none.isFlat && geometry.liftedPart(none).isEmpty && abs(area(geometry.flatPart(none)) - 400 * 600) < 0.5)
    }

    @Test("The scripted turn goes from flat to turned over, through half way, and never tears the sheet from its spine")
    func scripted() {
        #expect(geometry.scriptedFold(progress: 0).isFlat)
        #expect(abs(geometry.progress(of: geometry.scriptedFold(progress: 0.5)) - 0.5) < 0.01)
        let end = geometry.scriptedFold(progress: 1)
        #expect(abs(geometry.progress(of: end) - 1) < 0.001)
        #expect(abs(area(geometry.flatPart(end))) < 0.5, "turned over, nothing lies flat")
        for step in 0...20 {
            let fold = geometry.scriptedFold(progress: CGFloat(step) / 20)
            let reflect = geometry.reflection(fold)
            for end in [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 600)] where !geometry.liftedPart(fold).isEmpty {
                // Each end of the spine stays on the flat side (or on the fold).
                let line = geometry.foldLine(fold)!
                #expect((end.x - line.point.x) * line.normal.dx + (end.y - line.point.y) * line.normal.dy <= 0.001)
                _ = reflect
            }
        }
    }

    @Test("A tip pulled beyond reach is brought back within reach of both ends of the spine; bad numbers do not escape")
    func constrained() {
        let corner = CGPoint(x: 400, y: 600)
        let tip = geometry.constrained(CGPoint(x: -900, y: -300), corner: corner)
        #expect(hypot(tip.x, tip.y - 600) <= 400.001 && hypot(tip.x, tip.y) <= hypot(400, 600) + 0.001)
        let wild = geometry.constrained(CGPoint(x: CGFloat.nan, y: .infinity), corner: corner)
        #expect(wild.x.isFinite && wild.y.isFinite)
    }
}
