import SwiftParser
import SwiftSyntax
import Testing
@testable import SlatePort

@Suite("Objective-C selector names, as Interface Builder writes them")
struct ObjCSelectorNameTests {
    private func selector(_ declaration: String) throws -> String {
        let file = Parser.parse(source: declaration)
        let function = try #require(file.statements.first?.item.as(FunctionDeclSyntax.self))
        return ObjCSelectorName.make(for: function)
    }

    @Test("Swift's derivation: base name, With + first label, further labels", arguments: [
        ("func go() {}", "go"),
        ("func tapped(_ sender: Any) {}", "tapped:"),
        ("func buttonPressed(sender: UIButton) {}", "buttonPressedWithSender:"),
        ("func tapped(_ sender: Any, forEvent event: UIEvent) {}", "tapped:forEvent:"),
        ("func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }", "makeDetail:sender:"),
        ("func save(to url: URL) {}", "saveTo:"),
        ("func moveTo(point: CGPoint) {}", "moveToPoint:"),
        ("func show(with animation: Bool) {}", "showWith:"),
        ("func pick(_ a: Int, _ b: Int) {}", "pick::"),
        ("@objc(custom:) func tapped(_ sender: Any) {}", "custom:"),
        ("@objc(doIt) func go() {}", "doIt"),
    ])
    func names(declaration: String, expected: String) throws {
        #expect(try selector(declaration) == expected)
    }

    @Test("A #selector's argument labels name the same selector as the declaration")
    func fromArgumentNames() throws {
        let file = Parser.parse(source: "_ = #selector(ViewController.tapped(_:forEvent:))")
        let reference = try #require(file.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.as(DeclReferenceExprSyntax.self) }
            .first { $0.baseName.text == "tapped" })
        let names = try #require(reference.argumentNames)
        #expect(ObjCSelectorName.make(baseName: "tapped", argumentNames: names) == "tapped:forEvent:")
    }
}
