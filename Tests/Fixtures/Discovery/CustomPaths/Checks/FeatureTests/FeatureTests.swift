import Feature
