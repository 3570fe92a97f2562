import Integration
import Scenarios
import BehaviourModels

print(AppFlow.self, ScenarioList.self, IsolationModel().previewType)
