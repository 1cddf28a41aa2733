extension Button {
    /// The size the button needs to show its current image and title in full: their widths
    /// plus `imagePadding` between them, the taller of the two, and `contentEdgeInsets`.
    public func sizeThatFits() -> Size {
        let (image, title) = contentSizes()
        let gap = image.width > 0 && title.width > 0 ? imagePadding : 0
        return Size(
            width: contentEdgeInsets.left + image.width + gap + title.width + contentEdgeInsets.right,
            height: contentEdgeInsets.top + Swift.max(image.height, title.height) + contentEdgeInsets.bottom)
    }

    /// The frames of the image view and the title label in bounds coordinates: the image
    /// followed by the title (with `imagePadding` between them when both show), as a group
    /// inside the bounds inset by `contentEdgeInsets`, placed by the content alignments; each
    /// is centred vertically on its own when the alignment is `.center`. The title is narrowed
    /// (and truncates) when the group does not fit. Origins are on whole screen pixels, so the
    /// text and image stay crisp.
    public func contentRects() -> (image: Rect, title: Rect) {
        let content = bounds.inset(by: contentEdgeInsets)
        var (image, title) = contentSizes()
        let gap = image.width > 0 && title.width > 0 ? imagePadding : 0
        title.width = Swift.min(title.width, Swift.max(0, content.width - image.width - gap))
        let total = image.width + gap + title.width
        let left: Double
        switch contentHorizontalAlignment {
        case .center: left = content.minX + (content.width - total) / 2
        case .left: left = content.minX
        case .right: left = content.maxX - total
        }
        func top(_ height: Double) -> Double {
            switch contentVerticalAlignment {
            case .center: return content.minY + (content.height - height) / 2
            case .top: return content.minY
            case .bottom: return content.maxY - height
            }
        }
        let scale = pixelGridScale
        func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let imageRect = Rect(x: snap(left), y: snap(top(image.height)), width: image.width, height: image.height)
        let titleRect = Rect(
            x: snap(left + image.width + gap), y: snap(top(title.height)),
            width: title.width, height: title.height)
        return (imageRect, titleRect)
    }

    /// The sizes of the shown image and title (zero for one not shown).
    private func contentSizes() -> (image: Size, title: Size) {
        let image = imageView.isHidden ? Size.zero : imageView.imageSize
        let title = titleLabel.isHidden ? Size.zero : titleLabel.sizeThatFits()
        return (image, title)
    }

    /// Pixels per point of the screen showing the button (1 when it is on none).
    private var pixelGridScale: Double {
        screenScale ?? 1
    }
}
