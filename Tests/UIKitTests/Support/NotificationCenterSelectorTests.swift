import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite("NotificationCenter: observing by selector, as iOS code registers")
struct NotificationCenterSelectorTests {
    final class Observer {
        var heard: [Notification.Name] = []
        var senders: [ObjectIdentifier?] = []
        func noteArrived(_ notification: Notification) {
            heard.append(notification.name)
            senders.append((notification.object as AnyObject?).map(ObjectIdentifier.init))
        }
        func bare() { heard.append(Notification.Name("bare")) }
    }

    static let ping = Notification.Name("SlateTests.ping")
    static let pong = Notification.Name("SlateTests.pong")
    static let arrived = Selector("noteArrived:", Observer.noteArrived)

    @Test("The selector runs with the notification; removeObserver(self) stops it")
    func addAndRemove() {
        let center = NotificationCenter()
        let observer = Observer()
        center.addObserver(observer, selector: Self.arrived, name: Self.ping, object: nil)
        center.addObserver(observer, selector: Selector("bare", Observer.bare), name: Self.pong, object: nil)
        center.post(name: Self.ping, object: nil)
        center.post(name: Self.pong, object: nil)
        #expect(observer.heard == [Self.ping, Notification.Name("bare")])
        center.removeObserver(observer)
        center.post(name: Self.ping, object: nil)
        #expect(observer.heard.count == 2)
    }

    @Test("removeObserver(_:name:object:) stops only that name; an object filter picks the sender")
    func removeByName() {
        let center = NotificationCenter()
        let observer = Observer()
        let sender = Observer()
        center.addObserver(observer, selector: Self.arrived, name: Self.ping, object: nil)
        center.addObserver(observer, selector: Self.arrived, name: Self.pong, object: sender)
        center.post(name: Self.pong, object: nil)
        center.post(name: Self.pong, object: sender)
        #expect(observer.heard == [Self.pong])
        center.removeObserver(observer, name: Self.ping, object: nil)
        center.post(name: Self.ping, object: nil)
        center.post(name: Self.pong, object: sender)
        #expect(observer.heard == [Self.pong, Self.pong])
    }

    @Test("An observer that goes away stops observing without removing itself, as since iOS 9")
    func observerGoesAway() {
        let center = NotificationCenter()
        var observer: Observer? = Observer()
        weak let weakObserver = observer
        center.addObserver(observer!, selector: Self.arrived, name: Self.ping, object: nil)
        observer = nil
        #expect(weakObserver == nil, "the center does not keep the observer alive")
        center.post(name: Self.ping, object: nil)
    }

    @Test("Keyboard notifications reach a selector observer as UIKit posts them")
    func keyboardNotification() {
        let observer = Observer()
        NotificationCenter.default.addObserver(observer, selector: Self.arrived, name: UIResponder.keyboardWillShowNotification, object: nil)
        defer { NotificationCenter.default.removeObserver(observer) }
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(observer.heard == [UIResponder.keyboardWillShowNotification])
    }

    @Test("UserDefaults value(forKey:) and setValue(_:forKey:) are object(forKey:) and set(_:forKey:)")
    func userDefaultsKeyValueCoding() throws {
        let defaults = try #require(UserDefaults(suiteName: "slate-tests-\(UUID().uuidString)"))
        defaults.setValue(42, forKey: "answer")
        #expect(defaults.value(forKey: "answer") as? Int == 42)
        #expect(defaults.integer(forKey: "answer") == 42)
        defaults.setValue(nil, forKey: "answer")
        #expect(defaults.value(forKey: "answer") == nil)
    }
}
