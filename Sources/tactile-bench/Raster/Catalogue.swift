import TactileRaster

/// Every scene, in table order. All draw on 800×480 frames of opaque noise (XRGB8888 unless the
/// name starts with 565). N×N scenes place N×N shapes or images at seeded random positions
/// inside the frame (4096 positions, cycled):
/// - memset / memcpy (ceiling): a whole frame; Swift's bulk operations vs glibc; not in the geomean.
/// - clear: the whole frame filled with an opaque colour (`fill` vs `pixman_fill`).
/// - rect opaque: opaque whole-pixel rects (`fill` vs `pixman_fill`).
/// - rect α128, rect random α: OVER with a solid colour (vs `pixman_image_composite32`, solid source).
/// - aa rect: rects at fractional positions, random alpha (`fill(Rect)` vs cairo).
/// - aa rounded rect: whole-pixel rects with corner radius N/4, random alpha (vs cairo arcs).
/// - blit SRC, blit OVER: an N×N icon-like ARGB image (vs pixman SRC / OVER).
/// - bilinear 2x: an (N/2)×(N/2) image scaled to N×N, bilinear, edges padded, OVER.
/// - icon at fraction: an N×N icon at fractional positions (translation transform), bilinear,
///   anti-aliased edges, OVER (vs pixman with a translation transform).
/// - a8 glyph mask: N×N glyph-like A8 masks tinting a random-alpha colour OVER.
/// - 565 convert 8888: an opaque N×N XRGB8888 image stored into RGB565 (SRC, no dithering).
enum Catalogue {
    static func scenes() -> [Scene] {
        var scenes = FillScenes.ceilings()
        scenes.append(FillScenes.clear(.xrgb8888))
        let sized: [(Int) -> Scene] = [
            { FillScenes.opaqueRects(.xrgb8888, size: $0) },
            { FillScenes.translucentRects(.xrgb8888, alpha: 128, size: $0) },
            { FillScenes.translucentRects(.xrgb8888, alpha: nil, size: $0) },
            { ShapeScenes.fractionalRects(size: $0) },
            { ShapeScenes.roundedRects(size: $0) },
            { ImageScenes.blit(.xrgb8888, over: false, size: $0) },
            { ImageScenes.blit(.xrgb8888, over: true, size: $0) },
            { ImageScenes.bilinear(size: $0) },
            { ImageScenes.iconAtFraction(size: $0) },
            { ImageScenes.glyphs(size: $0) }
        ]
        let sized565: [(Int) -> Scene] = [
            { FillScenes.opaqueRects(.rgb565, size: $0) },
            { FillScenes.translucentRects(.rgb565, alpha: nil, size: $0) },
            { ImageScenes.blit(.rgb565, over: true, size: $0) },
            { ImageScenes.convert565(size: $0) }
        ]
        for make in sized { for size in sceneSizes { scenes.append(make(size)) } }
        scenes.append(FillScenes.clear(.rgb565))
        for make in sized565 { for size in sceneSizes { scenes.append(make(size)) } }
        return scenes
    }
}
