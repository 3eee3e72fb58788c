import SwiftParser
import SwiftSyntax
@testable import SlatePort

/// Runs the porter's two passes — declarations of every file, then each file's rewrite —
/// over sources given as text, as `Porter` does over a target's files.
struct RewriteHarness {
    private(set) var outputs: [String: String] = [:]
    private(set) var report = PortReport()

    init(_ files: [(path: String, source: String)], finalClasses: Set<String> = []) {
        var declarations = ProjectDeclarations()
        var trees: [(path: String, tree: SourceFileSyntax)] = []
        for file in files {
            let hoisting = OverrideHoisting(Parser.parse(source: file.source), path: file.path)
            if hoisting.moved > 0 { report.count("`override` members moved from extensions into their class (Swift on Linux overrides only there)", hoisting.moved) }
            for left in hoisting.leftInPlace {
                report.add("`override \(left.name)` in an extension of a class declared in another file: Swift on Linux overrides only in the class body; move it there",
                           at: SourcePlace(file: file.path, line: left.line))
            }
            trees.append((file.path, hoisting.tree))
        }
        for file in trees { declarations.collect(file.tree, path: file.path) }
        let plan = InterfaceBuilderConnectionPlan(declarations: declarations, report: &report)
        for file in trees {
            let rewriter = SourceRewriter(path: file.path, tree: file.tree, declarations: declarations, plan: plan, finalClasses: finalClasses)
            outputs[file.path] = rewriter.rewrite(file.tree).description
            for (what, count) in rewriter.report.conversions { report.count(what, count) }
            for item in rewriter.report.items { report.add(item.message, at: item.place) }
        }
    }

    init(_ source: String, finalClasses: Set<String> = []) {
        self.init([("File.swift", source)], finalClasses: finalClasses)
    }

    var output: String { outputs["File.swift"] ?? "" }

    /// The report's items as "file:line: message" (or the message alone).
    var items: [String] {
        report.items.map { item in item.place.map { "\($0): \(item.message)" } ?? item.message }
    }
}
