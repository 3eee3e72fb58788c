import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Page view controller (scroll transition)", .exclusiveUIKit)
struct PageViewControllerTests {
    /// Pages from an array; logs what the page view controller asks and tells.
    final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        var pages: [UIViewController]
        let log: EventLog
        init(_ pages: [UIViewController], log: EventLog) {
            self.pages = pages
            self.log = log
        }

        func name(_ page: UIViewController?) -> String {
            (page as? LoggingViewController)?.name ?? page.map { "\(type(of: $0))" } ?? "nil"
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            let index = pages.firstIndex { $0 === viewController }
            let page = index.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
            log.add("book.before(\(name(viewController))) → \(name(page))")
            return page
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            let index = pages.firstIndex { $0 === viewController }
            let page = index.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
            log.add("book.after(\(name(viewController))) → \(name(page))")
            return page
        }

        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            log.add("book.willTransitionTo(\(pendingViewControllers.map(name)))")
        }

        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            log.add("book.didFinishAnimating(\(finished), previous: \(previousViewControllers.map(name)), completed: \(completed))")
        }
    }

    /// A book that also numbers its pages for the page indicator.
    final class NumberedBook: UIPageViewControllerDataSource {
        let book: Book
        var countAsked = 0, indexAsked = 0
        var index = 0
        init(_ book: Book) { self.book = book }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            book.pageViewController(pageViewController, viewControllerBefore: viewController)
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            book.pageViewController(pageViewController, viewControllerAfter: viewController)
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { countAsked += 1; return book.pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { indexAsked += 1; return index }
    }

    /// Counts only one of the two presentation methods: no indicator.
    final class HalfNumberedBook: UIPageViewControllerDataSource {
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? { nil }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? { nil }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { 3 }
    }

    @MainActor
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let log: EventLog
        let book: Book
        let pager: UIPageViewController
        var pages: [LoggingViewController] { book.pages as! [LoggingViewController] }
    }

    /// Pages p0, p1, … that log their appearance and containment, not their layout or traits.
    static func pages(_ count: Int, log: EventLog) -> [LoggingViewController] {
        (0..<count).map { index in
            let page = LoggingViewController("p\(index)", log: log)
            page.logsLayout = false
            page.logsTraits = false
            return page
        }
    }

    func makeScene(orientation: UIPageViewController.NavigationOrientation = .horizontal, spacing: CGFloat? = nil,
                   pageCount: Int = 3, show: Bool = true) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 1000, height: 800), scale: 1)
        let log = EventLog()
        let book = Book(Self.pages(pageCount, log: log), log: log)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation,
                                         options: spacing.map { [.interPageSpacing: $0] })
        pager.dataSource = book
        pager.delegate = book
        let window = UIWindow()
        window.rootViewController = pager
        if show {
            pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
            window.makeKeyAndVisible()
            screen.presentFrame()
        }
        log.clear()
        return Scene(screen: screen, window: window, log: log, book: book, pager: pager)
    }

    @Test("setViewControllers shows exactly the page given, as a child, and viewControllers returns it")
    func showsPage() {
        let scene = makeScene(show: false)
        #expect(scene.pager.viewControllers?.isEmpty == true)
        scene.pager.setViewControllers([scene.pages[1]], direction: .forward, animated: false)
        #expect(scene.pager.viewControllers?.count == 1 && scene.pager.viewControllers?.first === scene.pages[1])
        #expect(scene.pager.children.count == 1 && scene.pager.children.first === scene.pages[1])
        scene.window.makeKeyAndVisible()
        scene.screen.presentFrame()
        #expect(scene.pages[1].view.window === scene.window)
        #expect(scene.pages[1].view.convert(scene.pages[1].view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 1000, height: 800))
        #expect(scene.log.entries(of: "p1").contains("viewDidAppear"))
        #expect(scene.pager.transitionStyle == .scroll && scene.pager.navigationOrientation == .horizontal)
        #expect(scene.pager.gestureRecognizers.isEmpty)
        #expect(UIPageViewController.TransitionStyle.scroll.rawValue == 1)
    }

    @Test("Setting a page while shown: the old page disappears and leaves; the new one joins and appears, in UIKit's order")
    func replacesPage() {
        let scene = makeScene()
        var finished: [Bool] = []
        scene.pager.setViewControllers([scene.pages[2]], direction: .forward, animated: false) { finished.append($0) }
        #expect(finished == [true])
        #expect(scene.log.entries(of: "p2") == ["willMove(toParent: UIPageViewController)", "didMove(toParent: UIPageViewController)",
                                                "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(scene.log.entries(of: "p0") == ["viewWillDisappear", "viewDidDisappear", "willMove(toParent: nil)", "didMove(toParent: nil)"])
        #expect(scene.pages[0].parent == nil && scene.pages[0].view.superview == nil)
        #expect(!scene.log.entries.contains { $0.hasPrefix("book.") }, "the delegate hears only the user's turns")
    }

    @Test("setViewControllers with other than one page raises, naming the API and the fix")
    func wrongCount() {
        let scene = makeScene()
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        scene.pager.setViewControllers([scene.pages[1], scene.pages[2]], direction: .forward, animated: false)
        scene.pager.setViewControllers([], direction: .forward, animated: false)
        scene.pager.setViewControllers(nil, direction: .forward, animated: false)
        #expect(messages.count == 3)
        #expect(messages.first?.contains("UIPageViewController.setViewControllers(_:direction:animated:completion:)") == true)
        #expect(messages.first?.contains("(2)") == true && messages.first?.contains("exactly one") == true)
        #expect(scene.pager.viewControllers?.first === scene.pages[0])
    }

    @Test("A swipe turns to the next page: neighbours asked as the drag begins, willTransitionTo, appearance, didFinishAnimating completed")
    func swipeForward() {
        let scene = makeScene()
        scene.screen.drag(from: CGPoint(x: 800, y: 400), to: CGPoint(x: 200, y: 400), steps: 12, duration: 0.2)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pager.viewControllers?.first === scene.pages[1])
        let book = scene.log.entries.filter { $0.hasPrefix("book.") }
        #expect(book == ["book.before(p0) → nil", "book.after(p0) → p1", "book.willTransitionTo([\"p1\"])",
                         "book.didFinishAnimating(true, previous: [\"p0\"], completed: true)"])
        let p1 = scene.log.entries(of: "p1")
        #expect(p1.first == "willMove(toParent: UIPageViewController)")
        #expect(p1.filter { $0.hasPrefix("view") && $0 != "viewDidLoad" && $0 != "viewIsAppearing" } == ["viewWillAppear", "viewDidAppear"])
        #expect(scene.log.entries(of: "p0") == ["viewWillDisappear", "viewDidDisappear", "willMove(toParent: nil)", "didMove(toParent: nil)"])
        // The delegate hears the end after both pages' events.
        #expect(scene.log.entries.last == "book.didFinishAnimating(true, previous: [\"p0\"], completed: true)")
        #expect(scene.pager.children.map { $0 } == [scene.pages[1]])
        #expect(scene.pages[1].view.convert(scene.pages[1].view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 1000, height: 800))
    }

    @Test("A short drag released goes back: the page coming in disappears again, the page shown reappears, completed false")
    func swipeGivenUp() {
        let scene = makeScene()
        scene.screen.drag(from: CGPoint(x: 800, y: 400), to: CGPoint(x: 650, y: 400), steps: 12, duration: 1.2)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pager.viewControllers?.first === scene.pages[0])
        #expect(scene.log.entries.filter { $0.hasPrefix("book.") }.last == "book.didFinishAnimating(true, previous: [\"p0\"], completed: false)")
        #expect(scene.log.entries(of: "p1").filter { $0.hasPrefix("view") && $0 != "viewDidLoad" }
                == ["viewWillAppear", "viewIsAppearing", "viewWillDisappear", "viewDidDisappear"])
        #expect(scene.log.entries(of: "p0") == ["viewWillDisappear", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(scene.pager.children.map { $0 } == [scene.pages[0]])
        #expect(scene.pages[1].parent == nil)
    }

    @Test("A drag brought back to where it began and released without a glide still ends the turn")
    func releasedWhereItBegan() {
        let scene = makeScene()
        scene.screen.touchDown(at: CGPoint(x: 800, y: 400))
        for x in stride(from: 780, through: 600, by: -20) { scene.screen.advance(by: 0.05); scene.screen.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        for x in stride(from: 620, through: 800, by: 20) { scene.screen.advance(by: 0.05); scene.screen.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        scene.screen.advance(by: 0.5)
        scene.screen.touchUp(at: CGPoint(x: 800, y: 400))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.log.entries.last == "book.didFinishAnimating(true, previous: [\"p0\"], completed: false)")
        #expect(scene.pages[1].parent == nil && scene.pages[1].appearanceState == .disappeared)
        #expect(scene.pages[0].appearanceState == .appeared)
    }

    @Test("The delegate and completions may set pages again: each turn ends before the next begins, and no page is left behind")
    func setFromCallbacks() {
        final class Turner: UIPageViewControllerDelegate {
            var onFinish: (() -> Void)?
            func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                    previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
                onFinish?()
                onFinish = nil
            }
        }
        let scene = makeScene(pageCount: 4)
        let turner = Turner()
        scene.pager.delegate = turner
        turner.onFinish = { scene.pager.setViewControllers([scene.pages[3]], direction: .forward, animated: true) }
        scene.screen.drag(from: CGPoint(x: 800, y: 400), to: CGPoint(x: 200, y: 400), steps: 12, duration: 0.2)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pager.viewControllers?.first === scene.pages[3])
        var finished: [Bool] = []
        scene.pager.setViewControllers([scene.pages[0]], direction: .reverse, animated: true) { done in
            finished.append(done)
            if finished.count == 1 { scene.pager.setViewControllers([scene.pages[2]], direction: .forward, animated: true) { finished.append($0) } }
        }
        scene.pager.setViewControllers([scene.pages[1]], direction: .forward, animated: true) { finished.append($0) }
        scene.screen.runUntilAnimationsSettle()
        #expect(finished == [false, false, true])
        #expect(scene.pager.children.count == 1)
        #expect(scene.pager.pager!.scrollView.subviews.filter { $0.owningViewController != nil }.count == 1)
        let shown = scene.pager.viewControllers?.first
        #expect(shown?.appearanceState == .appeared)
        #expect(scene.pages.filter { $0 !== shown }.allSatisfy { $0.appearanceState == .disappeared && $0.parent == nil })
    }

    @Test("The app setting pages while a finger turns them: the finger's turn ends first; a swipe during the app's slide does nothing")
    func setDuringDrag() {
        let scene = makeScene()
        scene.screen.drag(from: CGPoint(x: 800, y: 400), to: CGPoint(x: 500, y: 400), steps: 12, duration: 0.2, lift: false)
        var finished: [Bool] = []
        scene.pager.setViewControllers([scene.pages[2]], direction: .forward, animated: true) { finished.append($0) }
        scene.screen.touchMove(to: CGPoint(x: 300, y: 400))
        scene.screen.advance(by: 0.05)
        scene.screen.touchUp(at: CGPoint(x: 300, y: 400))
        scene.screen.runUntilAnimationsSettle()
        #expect(finished == [true])
        #expect(scene.pager.viewControllers?.first === scene.pages[2])
        #expect(scene.pager.children.map { $0 } == [scene.pages[2]])
        #expect(scene.pages[0].appearanceState == .disappeared && scene.pages[1].appearanceState == .disappeared)
        #expect(scene.pages[2].view.convert(scene.pages[2].view.bounds, to: nil).minX == 0)
    }

    @Test("Leaving the window mid-slide or mid-swipe ends the turn there: no page appears off screen")
    func leavesWindowMidTurn() {
        let scene = makeScene()
        scene.pager.setViewControllers([scene.pages[1]], direction: .forward, animated: true)
        scene.screen.advance(by: 0.1)
        scene.window.rootViewController = UIViewController()
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pager.children.count == 1)
        #expect(scene.pages.allSatisfy { $0.appearanceState == .disappeared })
        scene.window.rootViewController = scene.pager
        scene.screen.presentFrame()
        scene.screen.runUntilAnimationsSettle()
        let shown = scene.pager.viewControllers!.first!
        #expect(shown.appearanceState == .appeared && shown.view.window === scene.window)
        #expect(scene.pages.filter { $0 !== shown }.allSatisfy { $0.appearanceState == .disappeared })
    }

    @Test("A page that is the page view controller itself or its ancestor raises and changes nothing; such neighbours are skipped")
    func impossiblePages() {
        let scene = makeScene()
        let navigation = UINavigationController(rootViewController: UIViewController())
        scene.window.rootViewController = navigation
        navigation.pushViewController(scene.pager, animated: false)
        scene.screen.presentFrame()
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        scene.pager.setViewControllers([scene.pager], direction: .forward, animated: false)
        scene.pager.setViewControllers([navigation], direction: .forward, animated: false)
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains("cannot be a page") })
        #expect(scene.pager.parent === navigation && scene.pager.view.window === scene.window)
        #expect(scene.pager.viewControllers?.first === scene.pages[0])
        let first = scene.pages[0]
        scene.book.pages = [navigation, first, scene.pager]
        scene.screen.drag(from: CGPoint(x: 800, y: 400), to: CGPoint(x: 200, y: 400), steps: 12, duration: 0.2)
        scene.screen.runUntilAnimationsSettle()
        scene.screen.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 800, y: 400), steps: 12, duration: 0.2)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pager.viewControllers?.first === first)
        #expect(scene.pager.view.window === scene.window)
    }

    @Test("Fuzz finding: a scroll wheel turned while a flicked page glides in: the turn still ends, each page's appearance balanced")
    func wheelDuringGlide() {
        let scene = makeScene()
        scene.screen.drag(from: CGPoint(x: 600, y: 400), to: CGPoint(x: 450, y: 400), steps: 12, duration: 0.15)
        scene.screen.scrollWheel(at: CGPoint(x: 300, y: 600), by: CGVector(dx: 0, dy: 120))
        // The wheel's clicks are one drag until it stops: the turn waits for it, and the
        // hierarchy audit does not call the page mid-turn unsettled.
        #expect(!HierarchyAudit.violations(isSettled: true).contains { $0.hasPrefix("appearance") })
        scene.screen.advance(by: 0.5)
        scene.screen.runUntilAnimationsSettle()
        let shown = scene.pager.viewControllers!.first!
        #expect(shown.appearanceState == .appeared)
        #expect(scene.pages.filter { $0 !== shown }.allSatisfy { $0.appearanceState == .disappeared && $0.parent == nil })
    }

    @Test("Past the last page the content bounces and nothing turns; without a data source swipes do nothing")
    func edges() {
        let scene = makeScene()
        scene.screen.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 800, y: 400), steps: 12, duration: 0.2)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pager.viewControllers?.first === scene.pages[0])
        #expect(!scene.log.entries.contains { $0.hasPrefix("book.willTransitionTo") || $0.hasPrefix("book.didFinish") })
        #expect(scene.pages[0].view.convert(scene.pages[0].view.bounds, to: nil).minX == 0)

        scene.pager.dataSource = nil
        scene.log.clear()
        scene.screen.drag(from: CGPoint(x: 800, y: 400), to: CGPoint(x: 200, y: 400), steps: 12, duration: 0.2)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pager.viewControllers?.first === scene.pages[0])
        #expect(scene.log.entries.isEmpty)
    }

    @Test("An animated setViewControllers slides the page in from the side its direction says, then calls completion(true)")
    func animatedSet() {
        let scene = makeScene()
        var finished: [Bool] = []
        scene.pager.setViewControllers([scene.pages[2]], direction: .forward, animated: true) { finished.append($0) }
        scene.screen.advance(by: 0.1)
        let incoming = scene.pages[2].view.convert(scene.pages[2].view.bounds, to: nil)
        let outgoing = scene.pages[0].view.convert(scene.pages[0].view.bounds, to: nil)
        #expect(incoming.minX > 0 && incoming.minX < 1000 && outgoing.maxX == incoming.minX)
        #expect(finished.isEmpty)
        scene.screen.runUntilAnimationsSettle()
        #expect(finished == [true])
        #expect(scene.pager.viewControllers?.first === scene.pages[2])
        #expect(scene.pages[0].parent == nil)

        // Reverse comes in from the left; a second call cuts the first short.
        scene.pager.setViewControllers([scene.pages[1]], direction: .reverse, animated: true) { finished.append($0) }
        scene.screen.advance(by: 0.1)
        #expect(scene.pages[1].view.convert(scene.pages[1].view.bounds, to: nil).maxX < 1000)
        scene.pager.setViewControllers([scene.pages[0]], direction: .reverse, animated: true) { finished.append($0) }
        scene.screen.runUntilAnimationsSettle()
        #expect(finished == [true, false, true])
        #expect(scene.pager.viewControllers?.first === scene.pages[0])
        #expect(scene.pager.children.map { $0 } == [scene.pages[0]])
        #expect(!scene.log.entries.contains { $0.hasPrefix("book.") })
    }

    @Test("The page indicator shows when both presentation methods are implemented; a swipe moves its dot without asking again")
    func pageIndicator() {
        let scene = makeScene(pageCount: 4, show: false)
        let numbered = NumberedBook(scene.book)
        numbered.index = 1
        scene.pager.dataSource = numbered
        scene.pager.setViewControllers([scene.pages[1]], direction: .forward, animated: false)
        scene.window.makeKeyAndVisible()
        scene.screen.presentFrame()
        let indicator = try! #require(scene.pager.pageIndicator)
        #expect(indicator.numberOfPages == 4 && indicator.currentPage == 1)
        #expect(indicator.frame.maxY == 800 && indicator.frame.width == 1000)
        #expect(scene.pages[1].view.frame.height == 800 - indicator.frame.height)
        #expect(numbered.countAsked == 1 && numbered.indexAsked == 1)
        scene.screen.drag(from: CGPoint(x: 800, y: 300), to: CGPoint(x: 200, y: 300), steps: 12, duration: 0.2)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pager.viewControllers?.first === scene.pages[2])
        #expect(indicator.currentPage == 2)
        #expect(numbered.countAsked == 1 && numbered.indexAsked == 1)

        scene.pager.dataSource = HalfNumberedBook()
        scene.pager.setViewControllers([scene.pages[0]], direction: .forward, animated: false)
        #expect(scene.pager.pageIndicator == nil)
    }

    @Test("Vertical pages turn with an upward swipe and have no page indicator")
    func vertical() {
        let scene = makeScene(orientation: .vertical)
        scene.screen.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 100), steps: 12, duration: 0.2)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pager.viewControllers?.first === scene.pages[1])
        #expect(scene.pages[1].view.convert(scene.pages[1].view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 1000, height: 800))
        // A sideways drag does nothing.
        scene.screen.drag(from: CGPoint(x: 800, y: 400), to: CGPoint(x: 100, y: 400), steps: 12, duration: 0.2)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pager.viewControllers?.first === scene.pages[1])
    }

    @Test("In a right-to-left layout the next page lies to the left: a rightward swipe goes forward")
    func rightToLeft() {
        let screen = HeadlessScreen(size: CGSize(width: 1000, height: 800), scale: 1)
        let log = EventLog()
        let book = Book((0..<3).map { LoggingViewController("p\($0)", log: log) }, log: log)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = book
        let container = UIViewController()
        container.addChild(pager)
        container.view.addSubview(pager.view)
        pager.view.frame = container.view.bounds
        pager.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pager.didMove(toParent: container)
        container.setOverrideTraitCollection(UITraitCollection(layoutDirection: .rightToLeft), forChild: pager)
        let window = UIWindow()
        window.rootViewController = container
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        window.makeKeyAndVisible()
        screen.presentFrame()
        screen.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 800, y: 400), steps: 12, duration: 0.2)
        screen.runUntilAnimationsSettle()
        #expect(pager.viewControllers?.first === book.pages[1])
        // Forward, set by the app, comes in from the left too.
        pager.setViewControllers([book.pages[2]], direction: .forward, animated: true)
        screen.advance(by: 0.1)
        #expect(book.pages[2].view.convert(book.pages[2].view.bounds, to: nil).maxX < 1000)
        screen.runUntilAnimationsSettle()
    }

    @Test("interPageSpacing puts that gap between pages while they move")
    func spacing() {
        let scene = makeScene(spacing: 24)
        scene.screen.drag(from: CGPoint(x: 800, y: 400), to: CGPoint(x: 500, y: 400), steps: 12, duration: 0.2, lift: false)
        let current = scene.pages[0].view.convert(scene.pages[0].view.bounds, to: nil)
        let next = scene.pages[1].view.convert(scene.pages[1].view.bounds, to: nil)
        #expect(next.minX - current.maxX == 24)
        #expect(current.width == 1000)
        scene.screen.touchUp(at: CGPoint(x: 500, y: 400))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pages[1].view.convert(scene.pages[1].view.bounds, to: nil).minX == 0)
    }

    @Test("A trackpad swipe turns the page too")
    func trackpad() {
        let scene = makeScene()
        scene.screen.trackpadScroll(at: CGPoint(x: 500, y: 400), deltas: Array(repeating: CGVector(dx: 60, dy: 0), count: 10))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.pager.viewControllers?.first === scene.pages[1])
    }

    @Test("Pages turned past are released: the scroll view holds three pages at most")
    func releasesPages() {
        let scene = makeScene(pageCount: 6)
        weak var first = scene.pages[0]
        for _ in 0..<5 {
            scene.screen.drag(from: CGPoint(x: 800, y: 400), to: CGPoint(x: 200, y: 400), steps: 12, duration: 0.2)
            scene.screen.runUntilAnimationsSettle()
            #expect(scene.pager.children.count == 1)
            #expect(scene.pager.pager!.scrollView.subviews.filter { $0.owningViewController != nil }.count == 1)
        }
        #expect(scene.pager.viewControllers?.first === scene.pages[5])
        scene.book.pages.removeFirst()
        #expect(first == nil)
    }
}
