import Testing
@testable import SlatePort

@Suite("Build settings")
struct BuildSettingsTests {
    @Test("The target's settings override the project's; $(inherited) takes the project's value")
    func layering() {
        let settings = BuildSettings(project: ["SWIFT_VERSION": "4.2", "FLAGS": "-a"],
                                     target: ["SWIFT_VERSION": "5.0", "FLAGS": ["$(inherited)", "-b"]],
                                     defaults: ["TARGET_NAME": "Demo"])
        #expect(settings["SWIFT_VERSION"] == "5.0")
        #expect(settings["FLAGS"] == "-a -b")
        #expect(settings["MISSING"] == nil)
    }

    @Test("PRODUCT_NAME defaults to the target's name and PRODUCT_MODULE_NAME to it as an identifier")
    func defaults() {
        let settings = BuildSettings(target: ["PRODUCT_NAME": "$(TARGET_NAME) Pro"], defaults: ["TARGET_NAME": "My-App"])
        #expect(settings["PRODUCT_NAME"] == "My-App Pro")
        #expect(settings["PRODUCT_MODULE_NAME"] == "My_App_Pro")
        #expect(BuildSettings(defaults: ["TARGET_NAME": "Plain"])["PRODUCT_NAME"] == "Plain")
    }

    @Test("$(NAME), ${NAME} and modifiers expand; unknown names expand to nothing")
    func expansion() {
        let settings = BuildSettings(target: ["PRODUCT_NAME": "Demo App", "ORG": "com.example"], defaults: ["TARGET_NAME": "Demo"])
        #expect(settings.expand("$(ORG).${PRODUCT_NAME:rfc1034identifier}") == "com.example.Demo-App")
        #expect(settings.expand("$(PRODUCT_NAME:lower)|$(NOPE)|$(PRODUCT_MODULE_NAME)") == "demo app||Demo_App")
        #expect(BuildSettings.c99Identifier("2048 Game") == "_2048_Game")
    }
}
