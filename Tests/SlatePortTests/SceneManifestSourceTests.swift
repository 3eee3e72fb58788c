import Testing
@testable import SlatePort

@Suite("slate port: Info.plist keys as the app delegate's static properties")
struct SceneManifestSourceTests {
    @Test("Type declarations become declaredTypes: parents declared first, standard types and repeats skipped, unknown parents reported")
    func declaredTypes() throws {
        var manifest = AppManifest()
        manifest.declaredTypes = [
            .init(identifier: "com.example.sketch", conformsTo: ["com.example.drawing", "com.example.unknown"], filenameExtensions: ["sketch"],
                  isExported: true),
            .init(identifier: "com.example.drawing", conformsTo: ["public.image"], description: "Drawing \"v2\"", isExported: true),
            .init(identifier: "public.png", conformsTo: ["public.image"], isExported: true),
            .init(identifier: "COM.EXAMPLE.DRAWING", conformsTo: ["public.data"], isExported: false),
            .init(identifier: "org.other.thing", mimeTypes: ["application/x-thing"], isExported: false),
        ]
        var report = PortReport()
        let text = try #require(SceneManifestSource(appDelegate: "AppDelegate", manifest: manifest, isPublic: false).text(report: &report))
        #expect(text.contains("""
            extension AppDelegate {
                static var declaredTypes: [UTType] {
                    [
                        .declare("com.example.drawing", conformingTo: [UTType("public.image")!], description: "Drawing \\"v2\\""),
                        .declare("com.example.sketch", conformingTo: [UTType("com.example.drawing")!], filenameExtensions: ["sketch"]),
                        .declare("org.other.thing", conformingTo: [.data], mimeTypes: ["application/x-thing"], exported: false),
                    ]
                }
            }
            """))
        #expect(report.conversionCount("Info.plist type declarations → `AppDelegate.declaredTypes`") == 3)
        #expect(report.items.map(\.message) == [
            "`com.example.sketch` conforms to `com.example.unknown`, which is neither among Slate's standard types nor declared in the Info.plist: left out of its conformance in `AppDelegate.declaredTypes`",
        ])
    }

    @Test("An Info.plist that declares nothing to carry over gives no file")
    func nothing() {
        var report = PortReport()
        #expect(SceneManifestSource(appDelegate: "AppDelegate", manifest: AppManifest(), isPublic: false).text(report: &report) == nil)
    }
}
