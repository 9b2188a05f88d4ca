/// restaurant.json `heroImage`: the picture shown big at the top of the home page, under the restaurant's name
/// and tagline. `src` is a path inside the content folder ("images/hero.jpg"); `alt` may be empty when the
/// picture only sets the mood (the name and tagline over it say what matters).
package struct HeroImage: Hashable, Sendable {
    package var src: String
    package var alt: String

    package init(src: String, alt: String) {
        self.src = src
        self.alt = alt
    }
}
