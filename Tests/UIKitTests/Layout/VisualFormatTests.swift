import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The visual format language (issue 45): `NSLayoutConstraint.constraints(withVisualFormat:…)`.
@MainActor
@Suite("Visual format language", .serialized, .exclusiveUIKit)
struct VisualFormatTests {
    /// A 400×300 container (default margins, 8) in a window, with constrained subviews. Keep
    /// the window: nothing else holds it.
    private func setUp(_ names: [String]) -> (HeadlessScreen, UIWindow, [String: UIView]) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(container)
        var views: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
        window.makeKeyAndVisible()
        return (screen, window, views)
    }

    private func raising(_ body: () -> Void) -> [String] {
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        body()
        return messages
    }

    @Test("(issue 45) a complete line: standard spaces between views, the superview's margins at the ends, a minimum width")
    func completeLine() {
        let (screen, window, views) = setUp(["find", "next", "field"])
        defer { window.isHidden = true }
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "|-[find(60)]-[next(==find)]-[field(>=20)]-|", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[find(30)]", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:[find]-[next]", options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:[next]-[field]", options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views)
        #expect(constraints.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(constraints)
        screen.presentFrame()
        #expect(views["find"]!.frame == CGRect(x: 8, y: 20, width: 60, height: 30))
        #expect(views["next"]!.frame == CGRect(x: 76, y: 20, width: 60, height: 30))
        #expect(views["field"]!.frame == CGRect(x: 144, y: 20, width: 248, height: 30))
    }

    @Test("(issue 45) metrics, relations and priorities: a connection's predicates, a view's size at a priority, flush views, the superview's bare edges")
    func metricsAndPriorities() {
        let (screen, window, views) = setUp(["a", "b"])
        defer { window.isHidden = true }
        let metrics: [String: Any] = ["top": 15, "height": 40.0, "low": 250]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:|-top-[a(height@low)]-(>=10,<=12)-[b(==a)]|", metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(100)][b(50)]", metrics: nil, views: views)
        #expect(constraints.contains { $0.firstAttribute == .height && $0.priority.rawValue == 250 })
        #expect(constraints.contains { $0.relation == .greaterThanOrEqual && $0.constant == 10 })
        NSLayoutConstraint.activate(constraints)
        screen.presentFrame()
        let a = views["a"]!.frame, b = views["b"]!.frame
        #expect(a.minY == 15 && a.minX == 0 && a.width == 100)
        #expect(b.minX == 100 && b.width == 50)
        #expect(b.maxY == 300, "flush with the superview's bottom")
        #expect(b.minY - a.maxY >= 10 && b.minY - a.maxY <= 12)
        #expect(abs(a.height - b.height) <= 1, "equal, but for rounding to whole pixels")
    }

    @Test("(issue 45) direction options choose left/right or leading/trailing; a right-to-left line runs from the right")
    func directions() {
        let (_, window, views) = setUp(["a", "b"])
        defer { window.isHidden = true }
        let natural = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", metrics: nil, views: views)
        #expect(natural.map(\.firstAttribute) == [.leading] && natural.map(\.secondAttribute) == [.trailing])
        let leftToRight = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: .directionLeftToRight, metrics: nil, views: views)
        #expect(leftToRight.map(\.firstAttribute) == [.left] && leftToRight.map(\.secondAttribute) == [.right])
        let rightToLeft = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: .directionRightToLeft, metrics: nil, views: views)
        #expect(rightToLeft.map(\.firstAttribute) == [.right] && rightToLeft.map(\.secondAttribute) == [.left])
        #expect(rightToLeft.first?.constant == 8)
    }

    @Test("(issue 45) spacingBaselineToBaseline: in a vertical line the space runs from the upper label's last baseline to the lower one's first")
    func baselineToBaselineSpacing() throws {
        let (screen, window, _) = setUp([])
        defer { window.isHidden = true }
        let container = try #require(window.subviews.first)
        let title = UILabel(), body = UILabel()
        title.text = "Title"
        title.font = .systemFont(ofSize: 28)
        body.text = "Line one\nLine two"
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 13)
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        let views = ["title": title, "body": body]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[title]-30-[body]", options: .spacingBaselineToBaseline, metrics: nil, views: views)
        #expect(constraints.contains { $0.firstAttribute == .firstBaseline && $0.secondAttribute == .lastBaseline && $0.constant == 30 })
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[title]", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[body]", metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        screen.presentFrame()
        // The superview's edge still meets the title's top edge.
        #expect(title.frame.minY == 20)
        let titleBaseline = try title.frame.maxY - #require(title.lastBaselineOffsetFromBottom)
        let bodyFirstBaseline = try body.frame.minY + #require(body.firstBaselineOffsetFromTop)
        #expect(body.frame.minY - title.frame.maxY < 30)
        #expect(abs(bodyFirstBaseline - titleBaseline - 30) < 0.5)
        // Edge to edge (the default), the same 30 points runs from the title's bottom.
        let edge = NSLayoutConstraint.constraints(withVisualFormat: "V:[title]-30-[body]", metrics: nil, views: views)
        #expect(edge.first?.firstAttribute == .top && edge.first?.secondAttribute == .bottom)
        // A horizontal line keeps its edges.
        let horizontal = NSLayoutConstraint.constraints(withVisualFormat: "H:[title]-[body]", options: .spacingBaselineToBaseline, metrics: nil, views: views)
        #expect(horizontal.first?.firstAttribute == .leading && horizontal.first?.secondAttribute == .trailing)
    }

    @Test("(issue 45) bad formats raise with UIKit's message: what is wrong, the format, and a caret under the place")
    func errors() {
        let (_, window, views) = setUp(["box"])
        defer { window.isHidden = true }
        let orphan = UIView()
        var messages = raising { _ = NSLayoutConstraint.constraints(withVisualFormat: "V|[box]", metrics: nil, views: views) }
        #expect(messages.first?.contains("Expected ':' after 'V' to specify vertical arrangement \nV|[box]\n ^") == true)
        messages = raising { _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[box]-[missing]", metrics: nil, views: views) }
        #expect(messages.first?.contains("missing is not a key in the views dictionary.") == true)
        #expect(messages.first?.hasSuffix("\n         ^") == true)
        messages = raising { _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[box(width)]", metrics: [:], views: views) }
        #expect(messages.first?.contains("width is not a key in the metrics dictionary.") == true)
        messages = raising { _ = NSLayoutConstraint.constraints(withVisualFormat: "|-[orphan]-|", metrics: nil, views: ["orphan": orphan]) }
        #expect(messages.first?.contains("because the related view doesn't have a superview") == true)
        messages = raising { _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[box]", options: .alignAllLeading, metrics: nil, views: views) }
        #expect(messages.isEmpty, "one view: nothing to align")
        messages = raising { _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[box][box]", options: .alignAllLeading, metrics: nil, views: views) }
        #expect(messages.first?.contains("aligned on a horizontal edge, which is not allowed for layout that is also horizontal") == true)
        messages = raising { _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[box(>=10@2000)]", metrics: nil, views: views) }
        #expect(messages.first?.contains("A priority must be between 1 and 1000") == true)
        for broken in ["", "[", "[box", "[box(]", "[box]-", "[box]-10", "|-(10-[box]", "[box]|[box]", "H:[box]--[box]"] {
            messages = raising { _ = NSLayoutConstraint.constraints(withVisualFormat: broken, metrics: nil, views: views) }
            #expect(messages.count == 1, "\(broken.debugDescription) raises once: \(messages)")
        }
    }

    @Test("(issue 45) '|' beside a layout guide means its owning view; numbers take exponents; the caret finds a whole name; non-finite metrics are refused")
    func edgesGuidesAndNumbers() {
        let (_, window, views) = setUp(["a", "ab"])
        defer { window.isHidden = true }
        let guide = UILayoutGuide()
        views["a"]!.superview!.addLayoutGuide(guide)
        var items: [String: Any] = views
        items["guide"] = guide
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-1e1-[guide]-20-|", metrics: nil, views: items)
        #expect(constraints.count == 2)
        #expect(constraints.first?.constant == 10)
        #expect(constraints.first?.secondItem === views["a"]!.superview)
        var messages = raising { _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[ab][abc]", metrics: nil, views: views) }
        #expect(messages.first?.hasSuffix("\n       ^") == true, "under abc, not inside ab: \(messages)")
        messages = raising { _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a(w)]", metrics: ["w": Double.nan], views: views) }
        #expect(messages.first?.contains("not a finite number") == true)
    }
}
