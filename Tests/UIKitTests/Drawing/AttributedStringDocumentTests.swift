import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// NSAttributedString's document reading and writing: HTML, RTF and plain text.
@Suite("NSAttributedString documents", .exclusiveUIKit)
struct AttributedStringDocumentTests {
    private func html(_ markup: String) throws -> NSAttributedString {
        try NSAttributedString(data: Data(markup.utf8), options: [.documentType: NSAttributedString.DocumentType.html,
                                                                   .characterEncoding: String.Encoding.utf8.rawValue],
                               documentAttributes: nil)
    }

    private func font(_ text: NSAttributedString, at index: Int) -> UIFont? {
        text.attribute(.font, at: index, effectiveRange: nil) as? UIFont
    }

    @Test("HTML: paragraphs and headings become lines; bold, italic, underline, strikethrough and links become attributes")
    func htmlInline() throws {
        let text = try html("<h1>Title</h1><p>Some <b>bold</b>, <i>italic</i>, <u>under</u> and <s>struck</s> text with a <a href=\"https://example.com\">link</a>.</p>")
        #expect(text.string == "Title\nSome bold, italic, under and struck text with a link.\n")
        let title = try #require(font(text, at: 0))
        #expect(title.pointSize == 24)
        #expect(title.key.weight >= UIFont.Weight.bold.rawValue)
        let bodyFont = try #require(font(text, at: 6))
        #expect(bodyFont.pointSize == 12, "text without style is 12 points, as UIKit's import makes it")
        let string = text.string as NSString
        #expect(font(text, at: string.range(of: "bold").location)?.key.weight == UIFont.Weight.bold.rawValue)
        #expect(font(text, at: string.range(of: "italic").location)?.key.italic == true)
        #expect(text.attribute(.underlineStyle, at: string.range(of: "under").location, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect(text.attribute(.strikethroughStyle, at: string.range(of: "struck").location, effectiveRange: nil) as? Int == 1)
        let link = string.range(of: "link").location
        #expect((text.attribute(.link, at: link, effectiveRange: nil) as? URL)?.absoluteString == "https://example.com")
        #expect(text.attribute(.link, at: link - 2, effectiveRange: nil) == nil)
    }

    @Test("HTML: white space collapses, <br> breaks, entities decode, <pre> keeps its spacing in a monospaced font")
    func htmlText() throws {
        let text = try html("<p>  one\n   two&nbsp;&amp; &lt;three&gt; &#8364;&#x263A;<br>four</p><pre>a  b\n c</pre>")
        #expect(text.string == "one two\u{A0}& <three> €☺\nfour\na  b\n c\n")
        let pre = (text.string as NSString).range(of: "a  b").location
        let mono = try #require(font(text, at: pre))
        #expect(mono.familyName != font(text, at: 0)?.familyName)
    }

    @Test("HTML: CSS in style attributes and <style> rules sets colours, sizes in pixels (three quarters of a point), families and alignment")
    func htmlCSS() throws {
        let text = try html("""
        <html><head><style>.note { color: #ff0000; font-size: 20px } p.center { text-align: center }</style></head>
        <body><p class="center"><span class="note">Red</span> <span style="font-size: 16pt; color: rgb(0, 128, 0); font-family: 'DejaVu Serif', serif">green</span></p></body></html>
        """)
        #expect(text.string.hasPrefix("Red green"))
        let red = try #require(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        red.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && g == 0 && b == 0)
        #expect(font(text, at: 0)?.pointSize == 15)
        let green = (text.string as NSString).range(of: "green").location
        #expect(font(text, at: green)?.pointSize == 16)
        #expect(font(text, at: green)?.familyName == "DejaVu Serif")
        let style = try #require(text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(style.alignment == .center)
    }

    @Test("HTML: lists get their markers and tab stops; the document type and encoding come back")
    func htmlLists() throws {
        var attributes: NSDictionary?
        let text = try NSAttributedString(data: Data("<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol>".utf8),
                                          options: [:], documentAttributes: &attributes)
        #expect(text.string == "\t•\tOne\n\t•\tTwo\n\t1.\tFirst\n")
        let style = try #require(text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(style.headIndent == 36)
        let document = try #require(attributes as? [NSAttributedString.DocumentAttributeKey: Any])
        #expect(document[.documentType] as? NSAttributedString.DocumentType == .html)
        #expect(document[.characterEncoding] as? UInt == String.Encoding.utf8.rawValue)
    }

    @Test("HTML written and read back keeps the text and its attributes")
    func htmlRoundTrip() throws {
        let source = NSMutableAttributedString(string: "Plain ", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        source.append(NSAttributedString(string: "bold & <red>", attributes: [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.red]))
        source.append(NSAttributedString(string: "\nSecond", attributes: [.font: UIFont.systemFont(ofSize: 14), .link: URL(string: "https://slate.example")!]))
        let data = try source.data(from: NSRange(location: 0, length: source.length), documentAttributes: [.documentType: NSAttributedString.DocumentType.html])
        let read = try NSAttributedString(data: data, options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
        #expect(read.string == "Plain bold & <red>\nSecond\n")
        #expect(font(read, at: 0)?.pointSize == 14)
        #expect(font(read, at: 6)?.pointSize == 18)
        #expect(font(read, at: 6)?.key.weight == UIFont.Weight.bold.rawValue)
        #expect(font(read, at: 6)?.familyName == UIFont.systemFont(ofSize: 14).familyName)
        #expect((read.attribute(.link, at: read.length - 3, effectiveRange: nil) as? URL)?.host == "slate.example")
    }

    @Test("RTF: Cocoa's RTF reads with its fonts, sizes, colours, styles, paragraphs, Unicode and links; paper and margins come back")
    func rtfRead() throws {
        let rtf = #"""
        {\rtf1\ansi\ansicpg1252\cocoartf2580
        \cocoatextscaling0\cocoaplatform0{\fonttbl\f0\fswiss\fcharset0 Helvetica;\f1\fnil\fcharset0 DejaVuSerif;}
        {\colortbl;\red255\green255\blue255;\red251\green2\blue7;}
        \paperw11900\paperh16840\margl1440\margr1440\vieww11520\viewh8400\viewkind0
        \pard\tx566\tx1133\pardirnatural\qc\partightenfactor0

        \f0\fs24 \cf0 Centered \b bold\b0  and \i italic\i0 \
        \pard\ql\li720\fi-360
        \cf2 \ul red underlined\ulnone  caf\'e9 \u8364\'80 {\field{\*\fldinst{HYPERLINK "https://example.com"}}{\fldrslt link}}\
        \f1\fs36 Serif}
        """#
        var attributes: NSDictionary?
        let text = try NSAttributedString(data: Data(rtf.utf8), options: [:], documentAttributes: &attributes)
        #expect(text.string == "Centered bold and italic\nred underlined café € link\nSerif")
        let centered = try #require(text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(centered.alignment == .center)
        #expect(centered.tabStops.map(\.location) == [28.3, 56.65])
        let string = text.string as NSString
        #expect(font(text, at: string.range(of: "bold").location)?.key.weight == UIFont.Weight.bold.rawValue)
        #expect(font(text, at: string.range(of: "italic").location)?.key.italic == true)
        #expect(font(text, at: 0)?.pointSize == 12)
        let red = string.range(of: "red underlined").location
        let color = try #require(text.attribute(.foregroundColor, at: red, effectiveRange: nil) as? UIColor)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 251.0 / 255) < 0.01 && g < 0.02)
        #expect(text.attribute(.underlineStyle, at: red, effectiveRange: nil) as? Int == 1)
        let indented = try #require(text.attribute(.paragraphStyle, at: red, effectiveRange: nil) as? NSParagraphStyle)
        #expect(indented.headIndent == 36)
        #expect(indented.firstLineHeadIndent == 18)
        #expect((text.attribute(.link, at: string.range(of: "link").location, effectiveRange: nil) as? URL)?.host == "example.com")
        #expect(font(text, at: string.range(of: "Serif").location)?.pointSize == 18)
        let document = try #require(attributes as? [NSAttributedString.DocumentAttributeKey: Any])
        #expect(document[.documentType] as? NSAttributedString.DocumentType == .rtf)
        #expect(document[.paperSize] as? CGSize == CGSize(width: 595, height: 842))
        #expect((document[.paperMargin] as? UIEdgeInsets)?.left == 72)
        #expect(document[.cocoaVersionDocumentAttribute] as? Int == 2580)
    }

    @Test("RTF written and read back keeps the text, fonts, colours, styles, alignment and links")
    func rtfRoundTrip() throws {
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        let source = NSMutableAttributedString(string: "Title {braces} \\ é 漢字\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .paragraphStyle: centered])
        source.append(NSAttributedString(string: "Body\twith tab", attributes: [.font: UIFont.italicSystemFont(ofSize: 13), .foregroundColor: UIColor.blue,
                                                                                 .underlineStyle: NSUnderlineStyle.single.rawValue]))
        source.append(NSAttributedString(string: " link", attributes: [.font: UIFont.systemFont(ofSize: 13), .link: URL(string: "https://slate.example/x")!]))
        let data = try source.data(from: NSRange(location: 0, length: source.length),
                                   documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf, .paperSize: CGSize(width: 612, height: 792)])
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("{\\rtf1\\ansi"))
        var attributes: NSDictionary?
        let read = try NSAttributedString(data: data, options: [:], documentAttributes: &attributes)
        #expect(read.string == source.string)
        #expect(font(read, at: 0)?.pointSize == 20)
        #expect(font(read, at: 0)?.key.weight == UIFont.Weight.bold.rawValue)
        #expect((read.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        let body = (read.string as NSString).range(of: "Body").location
        #expect(font(read, at: body)?.key.italic == true)
        #expect(read.attribute(.underlineStyle, at: body, effectiveRange: nil) as? Int == 1)
        #expect((read.attribute(.link, at: read.length - 2, effectiveRange: nil) as? URL)?.absoluteString == "https://slate.example/x")
        #expect((attributes as? [NSAttributedString.DocumentAttributeKey: Any])?[.paperSize] as? CGSize == CGSize(width: 612, height: 792))
    }

    @Test("Plain text: read with the default attributes and encoding given; written in the encoding asked for")
    func plain() throws {
        let latin1 = "Crème brûlée".data(using: .isoLatin1)!
        var attributes: NSDictionary?
        let read = try NSAttributedString(data: latin1, options: [.documentType: NSAttributedString.DocumentType.plain,
                                                                  .characterEncoding: String.Encoding.isoLatin1.rawValue,
                                                                  .defaultAttributes: [NSAttributedString.Key.foregroundColor: UIColor.red]],
                                          documentAttributes: &attributes)
        #expect(read.string == "Crème brûlée")
        #expect(read.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(read.attribute(.font, at: 0, effectiveRange: nil) is UIFont)
        let data = try read.data(from: NSRange(location: 0, length: 5), documentAttributes: [.documentType: NSAttributedString.DocumentType.plain,
                                                                                           .characterEncoding: String.Encoding.utf16.rawValue])
        #expect(String(data: data, encoding: .utf16) == "Crème")
        let mutable = NSMutableAttributedString(string: "old")
        try mutable.read(from: Data("new text".utf8), options: [:], documentAttributes: nil)
        #expect(mutable.string == "new text")
    }

    @Test("Bad input throws errors naming the API: an unknown type to write, RTFD, a range outside the string, undecodable data")
    func errors() {
        let text = NSAttributedString(string: "abc")
        #expect(throws: CocoaError.self) { try text.data(from: NSRange(location: 0, length: 3), documentAttributes: [:]) }
        #expect(throws: CocoaError.self) { try text.data(from: NSRange(location: 2, length: 5), documentAttributes: [.documentType: NSAttributedString.DocumentType.plain]) }
        #expect(throws: CocoaError.self) { try NSAttributedString(data: Data("x".utf8), options: [.documentType: NSAttributedString.DocumentType.rtfd], documentAttributes: nil) }
        #expect(throws: CocoaError.self) { try NSAttributedString(data: Data("plain".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf], documentAttributes: nil) }
        #expect(throws: CocoaError.self) { try NSAttributedString(data: Data([0xFF, 0xFE, 0xFD]), options: [.documentType: NSAttributedString.DocumentType.plain, .characterEncoding: String.Encoding.utf8.rawValue], documentAttributes: nil) }
        // Malformed markup still reads; a "<" before a digit is text, odd CSS and RTF escapes are ignored.
        #expect((try? NSAttributedString(data: Data("<p style=\"color: rgb)(; margin: auto 2rem\">a <3 b</p>".utf8), options: [:], documentAttributes: nil))?.string == "a <3 b\n")
        #expect((try? NSAttributedString(data: Data("{\\rtf1 x\\u-99999?y\\u55357?\\u56832?z}".utf8), options: [:], documentAttributes: nil))?.string == "xy😀z")
        #expect((try? NSAttributedString(data: Data("<p><b>unclosed <i>tags</p> & stray < and </nothing>".utf8), options: [:], documentAttributes: nil))?.string == "unclosed tags\n& stray < and")
        #expect((try? NSAttributedString(data: Data("{\\rtf1 {\\b unbalanced".utf8), options: [:], documentAttributes: nil))?.string == "unbalanced")
    }
}
