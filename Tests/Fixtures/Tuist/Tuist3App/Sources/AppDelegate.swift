import FeatureA
