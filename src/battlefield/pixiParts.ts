import { Container, TextStyle, type DestroyOptions, type TextStyleOptions } from 'pixi.js'

/**
 * The container behind `<pixiContainer>`. When React removes a subtree, @pixi/react destroys only
 * its top node, and Container.destroy() without options detaches the children without destroying
 * them: every counter's, label's and dice layer's texts and graphics stayed registered with the
 * renderer (its bitmap-text and graphics hashes), about 10 objects a battle that the soak's heap
 * kept for good (issue 18). Here a container destroys its children with it, textures excepted.
 */
export class OwnedContainer extends Container {
  override destroy(options: DestroyOptions = { children: true }): void {
    super.destroy(options)
  }
}

const styles = new Map<string, TextStyle>()
/** More distinct styles than the field ever draws; past it the cache starts again rather than grow. */
export const MAX_SHARED_STYLES = 64

/**
 * One TextStyle per set of options, shared by every text drawn in it. A bitmap text with a stroke
 * gets a font of its own for each TextStyle instance (Pixi keys such fonts by the style's uid, and
 * keeps each, with its 512×512 canvas, in its global Cache): a map's place names, built from plain
 * options, made a new font for every label of every battle (issue 18).
 */
export function sharedTextStyle(options: TextStyleOptions): TextStyle {
  const key = JSON.stringify(options)
  let style = styles.get(key)
  if (!style) {
    if (styles.size >= MAX_SHARED_STYLES) styles.clear()
    style = new TextStyle(options)
    styles.set(key, style)
  }
  return style
}

/** The number of styles kept (tests). */
export function sharedStyleCount(): number {
  return styles.size
}
