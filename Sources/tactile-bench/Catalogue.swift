import Raster

/// Every scene, in table order.
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
            { ImageScenes.glyphs(size: $0) },
        ]
        let sized565: [(Int) -> Scene] = [
            { FillScenes.opaqueRects(.rgb565, size: $0) },
            { FillScenes.translucentRects(.rgb565, alpha: nil, size: $0) },
            { ImageScenes.blit(.rgb565, over: true, size: $0) },
            { ImageScenes.convert565(size: $0) },
        ]
        for make in sized { for size in sceneSizes { scenes.append(make(size)) } }
        scenes.append(FillScenes.clear(.rgb565))
        for make in sized565 { for size in sceneSizes { scenes.append(make(size)) } }
        return scenes
    }
}
