import Home
import Search
import Profile
import Settings

print("app")
