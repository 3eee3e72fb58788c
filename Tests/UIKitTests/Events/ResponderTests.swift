import Testing
import UIKit
import UIKitTesting

@MainActor
private protocol Saving: AnyObject {
    func save(_ sender: Any?)
}

@MainActor
private final class EditorView: UIView, Saving {
    var canBecome = true
    var refusesToResign = false
    var saved: [String] = []

    override var canBecomeFirstResponder: Bool { canBecome }

    override func resignFirstResponder() -> Bool {
        refusesToResign ? false : super.resignFirstResponder()
    }

    func save(_ sender: Any?) { saved.append(String(describing: sender ?? "nil")) }
}

@MainActor
private final class RecordingDelegate: UIResponder, UIApplicationDelegate, Saving {
    var saves = 0
    func save(_ sender: Any?) { saves += 1 }
}

extension Selector {
    @MainActor fileprivate static let save = Selector("save:", { (target: any Saving) in target.save })
    @MainActor fileprivate static let missing = Selector("missing", { (target: UIStackView) in { } })
}

@MainActor
@Suite("Responders and first responder", .serialized, .exclusiveUIKit)
struct ResponderTests {
    private func showWindow() -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        return (screen, window)
    }

    @Test("RSP-01 views, windows and the application are responders; gesture recognizers are not")
    func responders() {
        #expect((UIView() as AnyObject) is UIResponder)
        #expect((UIWindow() as AnyObject) is UIResponder)
        #expect((UIApplication.shared as AnyObject) is UIResponder)
        #expect(!((UITapGestureRecognizer() as AnyObject) is UIResponder))
    }

    @Test("RSP-02 RSP-03 a view's next is its superview; the window's the application; then a responder app delegate")
    func chain() {
        let (_, window) = showWindow()
        defer { window.isHidden = true }
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        window.addSubview(parent)
        #expect(child.next === parent)
        #expect(parent.next === window)
        #expect(window.next === UIApplication.shared)
        let delegate = RecordingDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        #expect(UIApplication.shared.next === delegate)
    }

    @Test("(issue 45) a presenting controller performs actions from what it presents unless its performsActionsWhilePresentingModally is false")
    func actionsWhilePresenting() {
        final class Presenter: UIViewController, Saving {
            var performs = true
            var saves = 0
            override var performsActionsWhilePresentingModally: Bool { performs }
            func save(_ sender: Any?) { saves += 1 }
        }
        let (screen, window) = showWindow()
        defer { window.isHidden = true }
        let presenter = Presenter()
        window.rootViewController = presenter
        let sheet = UIViewController()
        presenter.present(sheet, animated: false)
        screen.presentFrame()
        #expect(presenter.performsActionsWhilePresentingModally)
        #expect(sheet.target(forAction: .save, withSender: nil) as AnyObject? === presenter)
        presenter.performs = false
        #expect(sheet.target(forAction: .save, withSender: nil) == nil)
        #expect(!UIApplication.shared.sendAction(.save, to: nil, from: sheet, for: nil) || presenter.saves == 0)
        #expect(presenter.saves == 0)
        sheet.dismiss(animated: false)
        screen.presentFrame()
        #expect(presenter.target(forAction: .save, withSender: nil) as AnyObject? === presenter, "not presenting: it performs again")
    }

    @Test("RSP-05 RSP-06 nil-targeted actions climb from the first responder; nobody handling them is harmless")
    func nilTargetedActions() {
        let (_, window) = showWindow()
        defer { window.isHidden = true }
        let editor = EditorView()
        let leaf = UIView()
        editor.addSubview(leaf)
        window.addSubview(editor)
        #expect(editor.canPerformAction(.save, withSender: nil))
        #expect(!leaf.canPerformAction(.save, withSender: nil))
        #expect(leaf.target(forAction: .save, withSender: nil) as AnyObject === editor)
        editor.becomeFirstResponder()
        #expect(UIApplication.shared.sendAction(.save, to: nil, from: "menu", for: nil))
        #expect(editor.saved == ["menu"])
        #expect(!UIApplication.shared.sendAction(.missing, to: nil, from: nil, for: nil), "nobody performs it, nothing breaks")
        // The app delegate is the chain's last stop.
        editor.resignFirstResponder()
        let delegate = RecordingDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        #expect(UIApplication.shared.sendAction(.save, to: nil, from: nil, for: nil))
        #expect(delegate.saves == 1)
        // An explicit target gets the action directly.
        #expect(UIApplication.shared.sendAction(.save, to: editor, from: "direct", for: nil))
        #expect(editor.saved.last == "direct")
    }

    @Test("FR-01 FR-03 only a responder that can become first responder does, and only in a window")
    func becoming() {
        let (_, window) = showWindow()
        defer { window.isHidden = true }
        let editor = EditorView()
        #expect(!editor.becomeFirstResponder(), "not in a window")
        window.addSubview(editor)
        #expect(!UIView().canBecomeFirstResponder)
        editor.canBecome = false
        #expect(!editor.becomeFirstResponder())
        editor.canBecome = true
        #expect(editor.becomeFirstResponder())
        #expect(editor.isFirstResponder)
    }

    @Test("FR-02 FR-05 a new first responder takes over; a responder may refuse to resign")
    func takingOver() {
        let (_, window) = showWindow()
        defer { window.isHidden = true }
        let first = EditorView(), second = EditorView()
        window.addSubview(first)
        window.addSubview(second)
        first.becomeFirstResponder()
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder && second.isFirstResponder)
        second.refusesToResign = true
        #expect(!second.resignFirstResponder())
        #expect(!first.becomeFirstResponder(), "the current one refuses to resign")
        #expect(second.isFirstResponder)
    }

    @Test("FR-04 endEditing resigns the first responder within the view; force overrides a refusal")
    func endEditing() {
        let (_, window) = showWindow()
        defer { window.isHidden = true }
        let container = UIView(), outside = UIView()
        let editor = EditorView()
        container.addSubview(editor)
        window.addSubview(container)
        window.addSubview(outside)
        editor.becomeFirstResponder()
        outside.endEditing(false)
        #expect(editor.isFirstResponder, "not within the view")
        editor.refusesToResign = true
        #expect(!container.endEditing(false))
        #expect(editor.isFirstResponder)
        #expect(window.endEditing(true))
        #expect(!editor.isFirstResponder)
    }

    @Test("A first responder removed from its window resigns, and is not first responder when it comes back")
    func removal() {
        let (_, window) = showWindow()
        defer { window.isHidden = true }
        let editor = EditorView()
        window.addSubview(editor)
        editor.becomeFirstResponder()
        editor.removeFromSuperview()
        #expect(!editor.isFirstResponder)
        window.addSubview(editor)
        #expect(!editor.isFirstResponder)
    }
}
