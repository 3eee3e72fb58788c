import Foundation
import UIKit

/// Pages: a page view controller turning between the Pep Boys — Manny, Moe and Jack, the
/// book's own example — with a swipe, a pointer drag, a trackpad, or the Previous and Next
/// buttons; the dots under the pages follow.
final class PagesDemoViewController: GalleryPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    static let people: [(name: String, color: UIColor)] = [
        ("Manny", .systemRed), ("Moe", .systemBlue), ("Jack", .systemGreen), ("Pep", .systemOrange),
    ]

    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                     options: [.interPageSpacing: 16])
    private var pages: [PersonPage] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        pages = Self.people.map { PersonPage(name: $0.name, color: $0.color) }
        pager.dataSource = self
        pager.delegate = self
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
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
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Next", primaryAction: UIAction { [weak self] _ in self?.turn(by: 1) }),
            UIBarButtonItem(title: "Previous", primaryAction: UIAction { [weak self] _ in self?.turn(by: -1) }),
        ]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("pages showing")
    }

    private var shownIndex: Int {
        pages.firstIndex { $0 === pager.viewControllers?.first } ?? 0
    }

    private func turn(by step: Int) {
        let index = shownIndex + step
        guard pages.indices.contains(index) else { return }
        pager.setViewControllers([pages[index]], direction: step > 0 ? .forward : .reverse, animated: true) { [weak self] finished in
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
}
