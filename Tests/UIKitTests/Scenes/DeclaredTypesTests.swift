import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What the app saw of its types when it heard of its launch.
@MainActor
private enum DeclaredTypesLog {
    static var atWillFinishLaunching: [String] = []
    static var declaredTypesReads = 0
}

/// An app whose Info.plist would declare a type of its own and import another's.
private final class DeclaringAppDelegate: UIResponder, UIApplicationDelegate {
    static var declaredTypes: [UTType] {
        DeclaredTypesLog.declaredTypesReads += 1
        return [
            .declare("org.slate.tests.recipe", conformingTo: [.json], filenameExtensions: ["slaterecipe"],
                     mimeTypes: ["application/x-org-slate-tests-recipe"], description: "Recipe"),
            .declare("org.slate.tests.other-app.card", conformingTo: [.data], filenameExtensions: ["slatecard"], exported: false),
        ]
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DeclaredTypesLog.atWillFinishLaunching = [
            UTType(filenameExtension: "slaterecipe")?.identifier ?? "nil",
            UTType(mimeType: "application/x-org-slate-tests-recipe")?.identifier ?? "nil",
            UTType(filenameExtension: "slatecard")?.identifier ?? "nil",
        ]
        return true
    }
}

/// Info.plist's `UTExportedTypeDeclarations` and `UTImportedTypeDeclarations` are the app
/// delegate's `declaredTypes` (docs/porting.md), read once at launch before the app's code runs.
@MainActor
@Suite("Declared uniform types", .serialized, .exclusiveUIKit)
struct DeclaredTypesTests {
    @Test("The app delegate's declaredTypes are known with their tags before willFinishLaunching, and UTType(exportedAs:) finds them")
    func declaredAtLaunch() throws {
        DeclaredTypesLog.atWillFinishLaunching = []
        DeclaredTypesLog.declaredTypesReads = 0
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        screen.launchApplication(delegateClass: DeclaringAppDelegate.self)
        defer { screen.endApplication() }
        #expect(DeclaredTypesLog.atWillFinishLaunching == ["org.slate.tests.recipe", "org.slate.tests.recipe", "org.slate.tests.other-app.card"])
        #expect(DeclaredTypesLog.declaredTypesReads == 1)
        let recipe = UTType(exportedAs: "org.slate.tests.recipe")
        #expect(recipe.preferredFilenameExtension == "slaterecipe")
        #expect(recipe.preferredMIMEType == "application/x-org-slate-tests-recipe")
        #expect(recipe.conforms(to: .json) && recipe.conforms(to: .text))
        #expect(recipe.isDeclared && !recipe.isDynamic && !recipe.isSystemDeclared)
        #expect(UTType(importedAs: "org.slate.tests.other-app.card").preferredFilenameExtension == "slatecard")
    }
}
