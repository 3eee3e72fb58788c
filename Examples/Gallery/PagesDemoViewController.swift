import Foundation
import UIKit

/// Pages: a page view controller turning between the Pep Boys — Manny, Moe and Jack, the
/// book's own example — with a swipe, a pointer drag, a trackpad, or the Previous and Next
/// buttons; the dots under the pages follow. The Curl button turns the same people as a book
/// (the page curl): a spread of two pages while the pages' area is landscape, one page bound
/// at its left edge while it is portrait — chosen as Apple's Page-Based App template does, in
/// `pageViewController(_:spineLocationFor:)`.
final class PagesDemoViewController: GalleryPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    static let people: [(name: String, color: UIColor)] = [
        ("Manny", .systemRed), ("Moe", .systemBlue), ("Jack", .systemGreen), ("Pep", .systemOrange),
    ]

    private(set) var pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                                  options: [.interPageSpacing: 16])
    private var pages: [PersonPage] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        pages = Self.people.map { PersonPage(name: $0.name, color: $0.color) }
        install(pager, showing: [pages[0]])
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Next", primaryAction: UIAction { [weak self] _ in self?.turn(by: 1) }),
            UIBarButtonItem(title: "Previous", primaryAction: UIAction { [weak self] _ in self?.turn(by: -1) }),
            UIBarButtonItem(title: "Curl", primaryAction: UIAction { [weak self] _ in self?.toggleStyle() }),
        ]
    }

    /// Switches between sliding pages and a book whose pages curl, on the page shown.
    func toggleStyle() {
        let index = shownIndex
        let old = pager
        old.willMove(toParent: nil)
        old.view.removeFromSuperview()
        old.removeFromParent()
        let curl = old.transitionStyle == .scroll
        if curl {
            let bounds = view.bounds.inset(by: view.safeAreaInsets)
            let spread = bounds.width > bounds.height
            pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: spread ? UIPageViewController.SpineLocation.mid : .min])
            install(pager, showing: spread ? spreadPages(around: index) : [pages[index]])
        } else {
            pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                         options: [.interPageSpacing: 16])
            install(pager, showing: [pages[index]])
        }
        navigationItem.rightBarButtonItems?.last?.title = curl ? "Scroll" : "Curl"
        report(curl ? "pages curl \(pager.spineLocation == .mid ? "spread" : "single")" : "pages scroll")
    }

    /// The two pages of the spread holding page `index`: an even page on the left.
    private func spreadPages(around index: Int) -> [UIViewController] {
        let left = index - index % 2
        return [pages[left], pages[min(left + 1, pages.count - 1)]]
    }

    private func install(_ pager: UIPageViewController, showing shown: [UIViewController]) {
        pager.dataSource = self
        pager.delegate = self
        pager.setViewControllers(shown, direction: .forward, animated: false)
        addChild(pager)
        view.addSubview(pager.view)
        pager.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            pager.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            pager.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pager.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pager.view.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        pager.didMove(toParent: self)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("pages showing")
    }

    private var shownIndex: Int {
        pages.firstIndex { $0 === pager.viewControllers?.first } ?? 0
    }

    private func turn(by step: Int) {
        let isSpread = pager.spineLocation == .mid
        let index = shownIndex + step * (isSpread ? 2 : 1)
        guard pages.indices.contains(index) else { return }
        let shown = isSpread ? spreadPages(around: index) : [pages[index]]
        pager.setViewControllers(shown, direction: step > 0 ? .forward : .reverse, animated: true) { [weak self] finished in
            self?.report("pages set \(Self.people[index].name)\(finished ? "" : " (cut short)")")
        }
    }

    // MARK: UIPageViewControllerDataSource

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int { shownIndex }

    // MARK: UIPageViewControllerDelegate

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        let name = Self.people[shownIndex].name
        report(completed ? "pages turned to \(name)" : "pages stayed on \(name)")
    }

    /// The template's answer: in landscape a spread (its pages set first), in portrait one page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        let index = shownIndex
        if orientation.isPortrait {
            pageViewController.setViewControllers([pages[index]], direction: .forward, animated: false)
            pageViewController.isDoubleSided = false
            report("pages curl single")
            return .min
        }
        pageViewController.setViewControllers(spreadPages(around: index), direction: .forward, animated: false)
        report("pages curl spread")
        return .mid
    }
}
