import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Storyboards and xibs: bad input", .exclusiveUIKit)
struct InterfaceBuilderErrorTests {
    func storyboard(_ scenes: String, initial: String? = nil) throws -> UIStoryboard {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
        return try UIStoryboard.read(Data(xml.utf8), name: "Test", bundle: nil)
    }

    func captured(_ body: () -> Void) -> [String] {
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        body()
        return messages
    }

    @Test("a truncated document is refused with the file and the line where it stops")
    func truncated() {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a">
                    <objects>
                        <viewController id="x
        """
        #expect {
            try UIStoryboard.read(Data(xml.utf8), name: "Broken", bundle: nil)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("Broken.storyboard:") && text.contains("malformed XML")
        }
    }

    @Test("a document that is not an iOS Interface Builder file says what it is")
    func notInterfaceBuilder() {
        #expect {
            try UIStoryboard.read(Data("<plist><dict/></plist>".utf8), name: "Plist", bundle: nil)
        } throws: { error in "\(error)".contains("not an iOS Interface Builder document") }
    }

    @Test("two objects with one id are refused, naming both lines")
    func duplicateIdentifiers() {
        #expect {
            try storyboard("""
                <scene sceneID="s"><objects>
                    <viewController id="A" sceneMemberID="viewController"><view key="view" id="A"/></viewController>
                </objects></scene>
            """)
        } throws: { error in "\(error)".contains("is also used by") }
    }

    @Test("a missing storyboard raises UIKit's message")
    func missingStoryboard() {
        let messages = captured { _ = UIStoryboard(name: "Nowhere", bundle: StoryboardFixtures.bundle) }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Could not find a storyboard named 'Nowhere'") == true)
    }

    @Test("an identifier the storyboard does not have raises UIKit's message")
    func missingIdentifier() throws {
        let board = try storyboard("""
            <scene sceneID="s"><objects><viewController id="A" sceneMemberID="viewController"/></objects></scene>
        """)
        let messages = captured { _ = board.instantiateViewController(withIdentifier: "Missing") }
        #expect(messages.first?.hasPrefix("Storyboard (Test.storyboard) doesn't contain a view controller with identifier 'Missing'") == true)
    }

    @Test("an unknown class is logged and the element's UIKit class stands in")
    func unknownClass() throws {
        let board = try storyboard("""
            <scene sceneID="s"><objects><viewController id="A" customClass="NoSuchController" customModule="Nowhere" sceneMemberID="viewController"/></objects></scene>
        """, initial: "A")
        UIKitLog.clear()
        let controller = board.instantiateInitialViewController()
        #expect(type(of: controller!) == UIViewController.self)
        #expect(UIKitLog.messages.contains { $0.contains("Unknown class NoSuchController in Interface Builder file") && $0.contains("Test.storyboard:") })
    }

    @Test("an outlet the class does not list raises UIKit's key-value message with the fix")
    func missingOutlet() throws {
        let board = try storyboard("""
            <scene sceneID="s"><objects><viewController id="A" sceneMemberID="viewController">
                <view key="view" id="V"><subviews><label id="L" text="x"/></subviews></view>
                <connections><outlet property="titleLabel" destination="L" id="o"/></connections>
            </viewController></objects></scene>
        """, initial: "A")
        let messages = captured { _ = board.instantiateInitialViewController()?.view }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("this class is not key value coding-compliant for the key titleLabel") == true)
        #expect(messages.first?.contains("Test.storyboard:") == true)
    }

    @Test("performSegue with an identifier the scene does not have raises UIKit's message")
    func missingSegue() throws {
        let board = try storyboard("""
            <scene sceneID="s"><objects><viewController id="A" sceneMemberID="viewController"/></objects></scene>
        """, initial: "A")
        let controller = board.instantiateInitialViewController()!
        let messages = captured { controller.performSegue(withIdentifier: "nowhere", sender: nil) }
        #expect(messages.first?.contains("has no segue with identifier 'nowhere'") == true)
    }

    @Test("a cycle of relationship segues raises instead of recursing")
    func cycle() throws {
        let board = try storyboard("""
            <scene sceneID="s"><objects>
                <navigationController id="N" sceneMemberID="viewController">
                    <connections><segue destination="M" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
                <navigationController id="M" sceneMemberID="viewController">
                    <connections><segue destination="N" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                </navigationController>
            </objects></scene>
        """, initial: "N")
        let messages = captured { _ = board.instantiateInitialViewController() }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("a cycle of relationship or embed segues (N → M → N)") == true)
    }
}
