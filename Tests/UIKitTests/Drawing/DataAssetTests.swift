import Foundation
import Testing
@testable import UIKit

/// `NSDataAsset`: data sets read by name from an asset catalog's folder (issue 45), each test
/// in a temporary bundle of its own (`AssetCatalogTests.Fixture`).
@MainActor
@Suite("NSDataAsset: data sets in asset catalogs", .serialized)
struct DataAssetTests {
    typealias Fixture = AssetCatalogTests.Fixture

    /// Writes a data set `name` whose `data` array is `entries` (JSON) and the files named.
    static func dataSet(_ fixture: Fixture, _ name: String, _ entries: String, files: [String: String]) throws {
        try fixture.write("{\"data\":[\(entries)],\"info\":{\"author\":\"xcode\",\"version\":1}}", to: "\(name).dataset/Contents.json")
        for (file, text) in files { try fixture.write(text, to: "\(name).dataset/\(file)") }
    }

    @Test("A data set's file reads by name, with the type identifier the catalog gives it; a copy holds the same")
    func readsByName() throws {
        let fixture = try Fixture()
        try Self.dataSet(fixture, "Config", #"{"filename":"config.json","idiom":"universal","universal-type-identifier":"public.json"}"#,
                         files: ["config.json": #"{"level":3}"#])
        let asset = try #require(NSDataAsset(name: "Config", bundle: fixture.bundle))
        #expect(asset.name == "Config")
        #expect(String(decoding: asset.data, as: UTF8.self) == #"{"level":3}"#)
        #expect(asset.typeIdentifier == "public.json")
        let copy = try #require(asset.copy() as? NSDataAsset)
        #expect(copy !== asset && copy.data == asset.data && copy.name == asset.name && copy.typeIdentifier == asset.typeIdentifier)
    }

    @Test("Of a set's files the iPad's wins over a universal one, and one for an iPhone alone is never used")
    func idioms() throws {
        let fixture = try Fixture()
        try Self.dataSet(fixture, "Level", """
            {"filename":"universal.txt","idiom":"universal"},{"filename":"pad.txt","idiom":"ipad"},{"filename":"phone.txt","idiom":"iphone"}
            """, files: ["universal.txt": "universal", "pad.txt": "pad", "phone.txt": "phone"])
        try Self.dataSet(fixture, "PhoneOnly", #"{"filename":"phone.txt","idiom":"iphone"}"#, files: ["phone.txt": "phone"])
        #expect(NSDataAsset(name: "Level", bundle: fixture.bundle).map { String(decoding: $0.data, as: UTF8.self) } == "pad")
        #expect(NSDataAsset(name: "PhoneOnly", bundle: fixture.bundle) == nil)
    }

    @Test("A file needing more memory than the machine has is skipped; of the rest the one for the most memory wins; one for a Metal feature set only when nothing else is there")
    func memoryAndGraphics() throws {
        let fixture = try Fixture()
        try Self.dataSet(fixture, "Model", """
            {"filename":"small.bin","idiom":"universal"},{"filename":"medium.bin","idiom":"universal","memory":"1GB"},
            {"filename":"huge.bin","idiom":"universal","memory":"4096GB"},
            {"filename":"metal.bin","idiom":"ipad","graphics-feature-set":"metal2v2"}
            """, files: ["small.bin": "small", "medium.bin": "medium", "huge.bin": "huge", "metal.bin": "metal"])
        try Self.dataSet(fixture, "MetalOnly", #"{"filename":"metal.bin","idiom":"universal","graphics-feature-set":"apple4"}"#,
                         files: ["metal.bin": "metal"])
        #expect(NSDataAsset(name: "Model", bundle: fixture.bundle).map { String(decoding: $0.data, as: UTF8.self) } == "medium")
        #expect(NSDataAsset(name: "MetalOnly", bundle: fixture.bundle).map { String(decoding: $0.data, as: UTF8.self) } == "metal")
    }

    @Test("Without a type identifier in the catalog, the file name's extension gives it, else public.data")
    func typeFromExtension() throws {
        let fixture = try Fixture()
        try Self.dataSet(fixture, "Notes", #"{"filename":"notes.txt","idiom":"universal"}"#, files: ["notes.txt": "hello"])
        try Self.dataSet(fixture, "Blob", #"{"filename":"blob.zzqx","idiom":"universal"}"#, files: ["blob.zzqx": "?"])
        #expect(NSDataAsset(name: "Notes", bundle: fixture.bundle)?.typeIdentifier == "public.plain-text")
        #expect(NSDataAsset(name: "Blob", bundle: fixture.bundle)?.typeIdentifier == "public.data")
    }

    @Test("No such set, a file that is missing, an empty or malformed Contents.json: nil, never a crash; a folder that provides a namespace names its sets Folder/name")
    func missingAndNamespaced() throws {
        let fixture = try Fixture()
        try Self.dataSet(fixture, "Gone", #"{"filename":"gone.json","idiom":"universal"}"#, files: [:])
        try Self.dataSet(fixture, "Empty", "", files: [:])
        try fixture.write("not json", to: "Broken.dataset/Contents.json")
        try fixture.write(#"{"properties":{"provides-namespace":true}}"#, to: "Levels/Contents.json")
        try Self.dataSet(fixture, "Levels/One", #"{"filename":"one.txt"}"#, files: ["one.txt": "1"])
        let bundle = fixture.bundle
        for name in ["Nothing", "Gone", "Empty", "Broken", "", "One"] {
            #expect(NSDataAsset(name: name, bundle: bundle) == nil, "\(name)")
        }
        #expect(NSDataAsset(name: "Levels/One", bundle: bundle).map { String(decoding: $0.data, as: UTF8.self) } == "1")
    }
}
