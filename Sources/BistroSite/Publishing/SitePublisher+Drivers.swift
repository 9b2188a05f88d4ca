import BistroOrderBook

extension SitePublisher {
    /// A driver's dashboard, rendered with the last publish's templates and model.
    package func driverDashboard(_ board: DriverBoard, earningsHTML: String) throws(SiteBuildError) -> String {
        try renderer().renderDriverDashboard(board, earningsHTML: earningsHTML)
    }
}
