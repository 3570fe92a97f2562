import Profile
