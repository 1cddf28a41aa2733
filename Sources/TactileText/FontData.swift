import CTactileHarfBuzz
import TactileSystem

/// The bytes of a font file, kept alive for as long as any FreeType face made from them
/// (FreeType reads memory faces in place and never writes or copies them).
///
/// A regular file is mapped (`MappedFile`), not read: its pages are shared, file-backed and
/// touched only where FreeType reads (the tables and the glyphs drawn), so a 700 kB font costs
/// a fraction of that in resident memory. Fonts given as bytes, and devices or pipes, are copied
/// into memory of their own.
final class FontData {
    let bytes: UnsafeRawBufferPointer
    /// Where the bytes came from, for messages ("<memory>" for fonts given as data).
    let name: String
    /// The mapping the bytes lie in, or nil when they were copied into an allocation of their own.
    private let mapping: MappedFile?

    init<C: Collection>(copying source: C, name: String) where C.Element == UInt8 {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 16)
        var i = 0
        for byte in source {
            buffer[i] = byte
            i += 1
        }
        bytes = UnsafeRawBufferPointer(buffer)
        self.name = name
        self.count = source.count
        mapping = nil
    }

    private init(mapping: MappedFile) {
        bytes = mapping.bytes
        name = mapping.path
        count = mapping.bytes.count
        self.mapping = mapping
    }

    /// The number of font bytes (the allocation may be larger).
    let count: Int

    /// HarfBuzz's face of the file's first font, made on first use and shared by every size:
    /// its tables (GSUB, GPOS, cmap) are parsed once per file. HarfBuzz reads the bytes in
    /// place, which live as long as this object.
    var shapingFace: OpaquePointer {
        if let face = harfBuzzFace { return face }
        let blob = hb_blob_create(
            bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(clamping: count),
            HB_MEMORY_MODE_READONLY, nil, nil)
        let face = hb_face_create(blob, 0)!
        hb_blob_destroy(blob)  // the face holds its own reference
        harfBuzzFace = face
        return face
    }
    private var harfBuzzFace: OpaquePointer?

    /// Whether no GSUB or GPOS lookup the font has for `script` (an `hb_script_t`) reads its
    /// space glyph, as input or as context before or after: then a run of that script shapes to
    /// the same glyphs as its words shaped one by one, and words can be cached. Found once per
    /// file and script, as Blink's word cache decides; the lookups of every language system and
    /// feature, and of the scripts HarfBuzz falls back to (DFLT, dflt, latn), are counted.
    func spaceIsContextFree(script: UInt32) -> Bool {
        if let known = spaceContextFree[script] { return known }
        let face = shapingFace
        let font = hb_font_create(face)!
        defer { hb_font_destroy(font) }
        var space: hb_codepoint_t = 0
        var free = hb_font_get_nominal_glyph(font, 0x20, &space) != 0
        var tags = [hb_tag_t](repeating: 0, count: 8)
        var count: UInt32 = 3
        hb_ot_tags_from_script_and_language(hb_script_t(rawValue: script), nil, &count, &tags, nil, nil)
        // 'DFLT', 'dflt', 'latn', then the end of the list.
        tags.replaceSubrange(Int(count)..<Int(count) + 4, with: [0x4446_4C54, 0x6466_6C74, 0x6C61_746E, 0])
        let lookups = hb_set_create(), before = hb_set_create(), input = hb_set_create(), after = hb_set_create()
        defer {
            for set in [lookups, before, input, after] { hb_set_destroy(set) }
        }
        // 'GSUB' and 'GPOS'.
        for table: hb_tag_t in [0x4753_5542, 0x4750_4F53] where free {
            hb_set_clear(lookups)
            hb_ot_layout_collect_lookups(face, table, tags, nil, nil, lookups)
            var lookup = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start before the first
            while hb_set_next(lookups, &lookup) != 0 {
                hb_ot_layout_lookup_collect_glyphs(face, table, lookup, before, input, after, nil)
            }
            free = hb_set_has(before, space) == 0 && hb_set_has(input, space) == 0 && hb_set_has(after, space) == 0
        }
        spaceContextFree[script] = free
        return free
    }
    private var spaceContextFree: [UInt32: Bool] = [:]

    deinit {
        if let harfBuzzFace { hb_face_destroy(harfBuzzFace) }
        if mapping == nil { bytes.deallocate() }
    }

    /// The largest font file read: above the biggest fonts shipped (CJK collections, about 30 MB),
    /// so a wrong path to a device such as /dev/zero fails instead of filling memory.
    static let maximumFileSize = 64 << 20

    /// Maps a regular file, or reads a whole device or pipe (up to `maximumFileSize`).
    static func read(path: String) throws(FontError) -> FontData {
        do throws(FileError) {
            return FontData(mapping: try MappedFile(path: path, limit: maximumFileSize))
        } catch {
            switch error.problem {
            case .notRegularFile, .tooLarge(size: 0): break  // read below
            default: throw .cannotRead(path: path, reason: error.reason)
            }
        }
        do throws(FileError) {
            return FontData(copying: try FileBytes.read(path, limit: maximumFileSize, regularFilesOnly: false), name: path)
        } catch {
            throw .cannotRead(path: path, reason: error.reason)
        }
    }
}
