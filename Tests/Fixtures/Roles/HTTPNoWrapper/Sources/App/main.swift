import ProfileFeature
import FeedFeature

print("app")
